import { createFileRoute } from '@tanstack/react-router';
import { TrackingPage } from '@/features/tracking/tracking-page';

// The tracking screen without a tab shows the shipment record (docs/screens-and-routes.md: "detay", the default).
export const Route = createFileRoute('/gonderi-takip/$shipmentId/')({
  component: TrackingDetail,
});

function TrackingDetail() {
  const { shipmentId } = Route.useParams();
  return <TrackingPage shipmentId={Number(shipmentId)} tab="detay" />;
}
