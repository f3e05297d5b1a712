import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const features = [
  'Şirketimizi ve hizmet verdiğimiz bölgeleri tanımak',
  'Fiyatlandırmanın nasıl yapıldığını öğrenmek',
] as const;

export const Route = createFileRoute('/hakkimizda')({
  component: () => (
    <PlannedScreen
      title="Hakkımızda"
      summary="Kurye Çağır, motorlu ve araçlı kuryelerle aynı gün teslimat yapan bir kurye pazaryeridir."
      features={features}
    />
  ),
});
