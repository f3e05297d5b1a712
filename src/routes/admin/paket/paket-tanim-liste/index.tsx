import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const features = [
  'Paketleri listelemek, eklemek ve düzenlemek',
  'Paket fiyatını ve süresini belirlemek',
] as const;

export const Route = createFileRoute('/admin/paket/paket-tanim-liste/')({
  component: () => (
    <PlannedScreen
      title="Paket Tanımları"
      summary="Satılan paketlerin tanımları (ör. CARIHESAP)."
      features={features}
    />
  ),
});
