import { createFileRoute } from '@tanstack/react-router';
import { ShipmentForm } from '@/features/shipment-form';
import { PageTitle } from '@/ui/page-title';

export const Route = createFileRoute('/gonderi-olustur')({
  component: CreateShipmentPage,
});

function CreateShipmentPage() {
  return (
    <>
      <PageTitle title="Kurye Çağır" documentTitle="Gönderi Oluştur" />
      <ShipmentForm />
    </>
  );
}
