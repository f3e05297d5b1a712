import { createFileRoute } from '@tanstack/react-router';
import { TrackingPlaceholder } from '@/features/shell/tracking-placeholder';

// The tracking screen without a tab shows the shipment record (SPEC: "detay", the default).
export const Route = createFileRoute('/gonderi-takip/$shipmentId/')({
  component: TrackingDetail,
});

function TrackingDetail() {
  const { shipmentId } = Route.useParams();
  return <TrackingPlaceholder shipmentId={shipmentId} tab="detay" />;
}
