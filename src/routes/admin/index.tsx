import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const features = [
  'Onay bekleyen kurye başvurularını görmek',
  'Üyeleri, gönderileri, hesapları ve paketleri yönetmek',
  'Bildirim göndermek, yardım ve dinamik sayfaları düzenlemek',
] as const;

export const Route = createFileRoute('/admin/')({
  component: () => (
    <PlannedScreen
      title="Yönetim Paneli"
      summary="Personel için yönetim alanı. Soldaki menüden bir bölüm seçin."
      features={features}
    />
  ),
});
