import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const features = ['Kurye bazında dönem toplamlarını görmek', 'Mutabakatı onaylamak'] as const;

export const Route = createFileRoute('/admin/hesap/mutabakat/')({
  component: () => (
    <PlannedScreen title="Mutabakat" summary="Kuryelerle dönemsel mutabakat." features={features} />
  ),
});
