import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const features = ['Hesapları ve bakiyeleri görmek', 'Bir hesabın hareketlerine geçmek'] as const;

export const Route = createFileRoute('/admin/hesap/hesap-liste/')({
  component: () => (
    <PlannedScreen title="Hesap Listesi" summary="Üyelerin cari hesapları." features={features} />
  ),
});
