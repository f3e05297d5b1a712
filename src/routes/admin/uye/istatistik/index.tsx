import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const features = ['Role ve duruma göre üye sayılarını görmek', 'Yeni üye eğilimini izlemek'] as const;

export const Route = createFileRoute('/admin/uye/istatistik/')({
  component: () => (
    <PlannedScreen title="Üye İstatistikleri" summary="Üye sayılarının özeti." features={features} />
  ),
});
