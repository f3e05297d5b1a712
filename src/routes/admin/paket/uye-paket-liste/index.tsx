import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const features = ['Aktif ve süresi dolmuş paketleri görmek', 'Bir üyeye paket tanımlamak'] as const;

export const Route = createFileRoute('/admin/paket/uye-paket-liste/')({
  component: () => (
    <PlannedScreen title="Üye Paketleri" summary="Üyelerin satın aldığı paketler." features={features} />
  ),
});
