import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const features = [
  'Konuyu seçip mesajınızı yazmak',
  'İsterseniz bir gönderi numarası eklemek',
  'Size dönüş yapabilmemiz için iletişim bilgisi bırakmak',
] as const;

export const Route = createFileRoute('/geri-bildirim')({
  component: () => (
    <PlannedScreen
      title="Geri Bildirim"
      summary="Görüş, öneri ve şikâyetlerinizi bize iletin."
      features={features}
    />
  ),
});
