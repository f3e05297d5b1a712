import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const features = [
  'Telefon numarası ve şifreyle giriş yapmak',
  'SMS ile gelen doğrulama kodunu girmek',
  'Hesabınız yoksa Kurye Ol sayfasına geçmek',
] as const;

export const Route = createFileRoute('/kurye/giris')({
  component: () => (
    <PlannedScreen
      title="Kurye Girişi"
      summary="Kuryeler telefon numarası ve şifreyle giriş yapar."
      features={features}
    />
  ),
});
