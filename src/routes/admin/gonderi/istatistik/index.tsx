import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const features = ['Duruma göre gönderi sayılarını görmek', 'Toplam tutarları izlemek'] as const;

export const Route = createFileRoute('/admin/gonderi/istatistik/')({
  component: () => (
    <PlannedScreen
      title="Gönderi İstatistikleri"
      summary="Gönderi sayılarının ve cirosunun özeti."
      features={features}
    />
  ),
});
