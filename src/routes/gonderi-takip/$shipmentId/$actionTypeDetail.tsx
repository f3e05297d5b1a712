import { createFileRoute, notFound } from '@tanstack/react-router';
import { isTrackingTab } from '@/features/shell/tracking-params';
import { TrackingPlaceholder } from '@/features/shell/tracking-placeholder';

export const Route = createFileRoute('/gonderi-takip/$shipmentId/$actionTypeDetail')({
  beforeLoad: ({ params }) => {
    if (!isTrackingTab(params.actionTypeDetail)) throw notFound();
  },
  component: TrackingTab,
});

function TrackingTab() {
  const { shipmentId, actionTypeDetail } = Route.useParams();
  return (
    <TrackingPlaceholder
      shipmentId={shipmentId}
      tab={isTrackingTab(actionTypeDetail) ? actionTypeDetail : 'detay'}
    />
  );
}
