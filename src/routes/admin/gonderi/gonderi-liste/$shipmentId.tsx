import { createFileRoute, notFound, useCanGoBack, useRouter } from '@tanstack/react-router';
import { ShipmentDetailPage } from '@/features/admin/shipments/shipment-detail-page';
import { getShipmentQueryOptions } from '@/api/shipments/get-shipment';
import { isShipmentIdParam } from '@/features/tracking/tracking-params';

export const Route = createFileRoute('/admin/gonderi/gonderi-liste/$shipmentId')({
  // Ids are positive integers (docs/decisions/0002-the-contract-openapi-yaml.md); anything else is a page that does not exist.
  params: {
    parse: ({ shipmentId }) => {
      if (!isShipmentIdParam(shipmentId)) throw notFound();
      return { shipmentId: Number(shipmentId) };
    },
    stringify: ({ shipmentId }) => ({ shipmentId: String(shipmentId) }),
  },
  // A refusal (404) is shown by the page with its retry, not as a route error.
  loader: ({ context, params }) => context.adminData.prefetch(getShipmentQueryOptions(params.shipmentId)),
  component: ShipmentDetailRoute,
});

function ShipmentDetailRoute() {
  const { shipmentId } = Route.useParams();
  const navigate = Route.useNavigate();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  // Back to the list as it was (its filters are in the URL): history when there is one.
  const onBack = () =>
    canGoBack ? router.history.back() : void navigate({ to: '/admin/gonderi/gonderi-liste/' });
  return <ShipmentDetailPage shipmentId={shipmentId} onBack={onBack} />;
}
