import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const features = ['Yardım konularını listelemek', 'Konu eklemek ve düzenlemek'] as const;

export const Route = createFileRoute('/admin/yardim/yardim-liste/')({
  component: () => (
    <PlannedScreen title="Yardım" summary="Yardım konuları ve sık sorulan sorular." features={features} />
  ),
});
