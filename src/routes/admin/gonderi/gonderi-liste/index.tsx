import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const features = [
  'Gönderileri duruma, tarihe ve şehre göre süzmek',
  'Bir gönderinin detayına ve hareketlerine geçmek',
] as const;

export const Route = createFileRoute('/admin/gonderi/gonderi-liste/')({
  component: () => (
    <PlannedScreen title="Gönderi Listesi" summary="Tüm gönderilerin listesi." features={features} />
  ),
});
