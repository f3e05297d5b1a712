import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const features = [
  'Telefon numaranızı girip SMS kodu istemek',
  'Kodu 90 saniye içinde girerek giriş yapmak',
  'Gönderilerinizi oluşturmak ve takip etmek için oturum açmak',
] as const;

export const Route = createFileRoute('/giris')({
  component: () => (
    <PlannedScreen
      title="Müşteri Girişi"
      summary="Müşteriler telefon numarasıyla, şifresiz giriş yapar; SMS ile gelen kodla doğrulanır."
      features={features}
    />
  ),
});
