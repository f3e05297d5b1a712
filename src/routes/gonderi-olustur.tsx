import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const features = [
  'Araç tipini (motosiklet ya da otomobil) ve ağırlığı seçmek',
  'Çıkış ve varış adreslerini girmek, konumu haritadan seçmek',
  'Güvence ve taşıma (yükleme/indirme) hizmeti eklemek',
  'Ödeme yöntemini seçmek ve fiyatı onaydan önce görmek',
  'Gönderiyi dilerseniz kuryelere ihaleye çıkarmak',
] as const;

export const Route = createFileRoute('/gonderi-olustur')({
  component: () => (
    <PlannedScreen
      title="Kurye Çağır"
      documentTitle="Gönderi Oluştur"
      summary="Gönderinizi adım adım oluşturun: bir çıkış adresi, bir veya birden fazla varış adresi."
      features={features}
    />
  ),
});
