import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const features = [
  'Sayfa kodunu ve başlığını belirlemek',
  'Başlık, bağlantı, akordeon ve sekme öğeleriyle içeriği kurmak',
] as const;

export const Route = createFileRoute('/admin/dinamik/dinamik-sayfa-ekle/')({
  component: () => (
    <PlannedScreen
      title="Dinamik Sayfa Ekle"
      summary="Yeni bir dinamik sayfa tanımlayın."
      features={features}
    />
  ),
});
