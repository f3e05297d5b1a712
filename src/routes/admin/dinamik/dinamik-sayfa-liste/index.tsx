import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const features = ['Sayfaları kodlarıyla listelemek', 'Bir sayfayı önizlemek ve düzenlemek'] as const;

export const Route = createFileRoute('/admin/dinamik/dinamik-sayfa-liste/')({
  component: () => (
    <PlannedScreen
      title="Dinamik Sayfalar"
      summary="Sunucudan çizilen sayfaların listesi."
      features={features}
    />
  ),
});
