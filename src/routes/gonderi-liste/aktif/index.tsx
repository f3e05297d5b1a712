import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const features = [
  'Aktif gönderilerinizi durumlarıyla birlikte görmek',
  'Bir gönderinin hareketlerine, ihalesine ve detayına geçmek',
  'Gönderiyi iptal etmek ya da yeniden başlatmak',
] as const;

export const Route = createFileRoute('/gonderi-liste/aktif/')({
  component: () => (
    <PlannedScreen title="Gönderi Takip" summary="Devam eden gönderilerinizin listesi." features={features} />
  ),
});
