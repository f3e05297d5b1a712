import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const features = ['Pakete göre satış adetlerini görmek', 'Aktif paketlerin toplam tutarını izlemek'] as const;

export const Route = createFileRoute('/admin/paket/istatistik/')({
  component: () => (
    <PlannedScreen title="Paket İstatistikleri" summary="Paket satışlarının özeti." features={features} />
  ),
});
