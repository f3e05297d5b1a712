import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const features = [
  'Kanalı (SMS, e-posta, bilgi, anlık) seçmek',
  'Alıcıları role ya da üyeye göre belirlemek',
  'Başlık ve metni yazıp göndermek',
] as const;

export const Route = createFileRoute('/admin/bildirim/bildirim-gonder/')({
  component: () => (
    <PlannedScreen title="Bildirim Gönder" summary="Üyelere yeni bildirim gönderin." features={features} />
  ),
});
