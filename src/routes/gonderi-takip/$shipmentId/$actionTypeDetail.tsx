import { createFileRoute, notFound } from '@tanstack/react-router';
import { getSessionUser } from '@/lib/session/session';
import { getPriceQuoteQueryOptions } from '@/api/shipments/get-price-quote';
import { getShipmentHistoryQueryOptions } from '@/api/shipments/get-shipment-history';
import { isTrackingTab } from '@/features/tracking/tracking-params';
import { TrackingPage } from '@/features/tracking/tracking-page';

export const Route = createFileRoute('/gonderi-takip/$shipmentId/$actionTypeDetail')({
  beforeLoad: ({ params }) => {
    if (!isTrackingTab(params.actionTypeDetail)) throw notFound();
  },
  loader: async ({ context, params }) => {
    if (!getSessionUser()) return;
    const id = Number(params.shipmentId);
    // History is loaded on the hareketler tab (docs/api.md); the tender on ihale.
    if (params.actionTypeDetail === 'hareketler')
      await context.queryClient.ensureQueryData(getShipmentHistoryQueryOptions(id));
    if (params.actionTypeDetail === 'ihale')
      await context.queryClient.ensureQueryData(getPriceQuoteQueryOptions(id));
  },
  component: TrackingTabRoute,
});

function TrackingTabRoute() {
  const { shipmentId, actionTypeDetail } = Route.useParams();
  return (
    <TrackingPage
      shipmentId={Number(shipmentId)}
      tab={isTrackingTab(actionTypeDetail) ? actionTypeDetail : 'detay'}
    />
  );
}
