import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const features = [
  'Üyeleri ada, telefona ve role göre aramak',
  'Üye bilgilerini görmek ve hesabı askıya almak',
] as const;

export const Route = createFileRoute('/admin/uye/uye-listele/')({
  component: () => (
    <PlannedScreen
      title="Üye Listesi"
      summary="Müşteri, kurye ve yönetici üyelerin listesi."
      features={features}
    />
  ),
});
