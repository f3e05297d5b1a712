import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const features = [
  'Muhasebeleştirilmemiş gönderileri görmek',
  'Seçilen gönderiler için muhasebe kaydı oluşturmak',
] as const;

export const Route = createFileRoute('/admin/hesap/muhasebe-yap/')({
  component: () => (
    <PlannedScreen
      title="Muhasebe"
      summary="Tamamlanan gönderilerin muhasebe kayıtları."
      features={features}
    />
  ),
});
