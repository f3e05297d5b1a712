import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const features = ['Hareketleri tarihe ve türe göre süzmek', 'Borç ve alacak toplamlarını görmek'] as const;

export const Route = createFileRoute('/admin/hesap/hareket-listele/')({
  component: () => (
    <PlannedScreen
      title="Hesap Hareketleri"
      summary="Cüzdan ve cari hesap hareketleri."
      features={features}
    />
  ),
});
