import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const features = ['Başvuruları incelemek', 'Kuryeyi onaylamak ya da reddetmek'] as const;

export const Route = createFileRoute('/admin/onay/onay-liste/')({
  component: () => (
    <PlannedScreen title="Onay Bekleyenler" summary="Onay bekleyen kurye başvuruları." features={features} />
  ),
});
