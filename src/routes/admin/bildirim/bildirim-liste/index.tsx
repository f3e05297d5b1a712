import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const features = [
  'Bildirimleri kanala ve duruma göre süzmek',
  'Bir bildirimin alıcı sayısını görmek',
] as const;

export const Route = createFileRoute('/admin/bildirim/bildirim-liste/')({
  component: () => (
    <PlannedScreen
      title="Bildirimler"
      summary="Gönderilmiş SMS, e-posta, bilgi ve anlık bildirimler."
      features={features}
    />
  ),
});
