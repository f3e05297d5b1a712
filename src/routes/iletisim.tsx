import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const features = [
  'Müşteri hizmetleri telefon ve e-posta bilgilerini görmek',
  'Adresimizi ve çalışma saatlerimizi öğrenmek',
] as const;

export const Route = createFileRoute('/iletisim')({
  component: () => <PlannedScreen title="İletişim" summary="Bize ulaşmanın yolları." features={features} />,
});
