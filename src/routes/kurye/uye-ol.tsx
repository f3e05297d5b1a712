import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const features = [
  'Kişisel bilgilerinizi ve araç bilgilerinizi girmek',
  'Banka hesabınızı (IBAN) eklemek',
  'KVKK aydınlatma metnini okuyup onaylamak',
  'Başvurunuzun onay durumunu öğrenmek',
] as const;

export const Route = createFileRoute('/kurye/uye-ol')({
  component: () => (
    <PlannedScreen
      title="Kurye Ol"
      summary="Motorlu ya da araçlı kurye olarak başvurun; onaylandıktan sonra gönderi taşımaya başlarsınız."
      features={features}
    />
  ),
});
