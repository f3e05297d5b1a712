import { createFileRoute, notFound } from '@tanstack/react-router';
import { getSessionUser } from '@/lib/session/session';
import { getShipmentQueryOptions } from '@/api/shipments/get-shipment';
import { TrackingError } from '@/features/tracking/tracking-error';
import { isShipmentIdParam } from '@/features/tracking/tracking-params';

// Ids are positive integers (docs/decisions/0002-the-contract-openapi-yaml.md); anything else is a page that does not exist.
export const Route = createFileRoute('/gonderi-takip/$shipmentId')({
  beforeLoad: ({ params }) => {
    if (!isShipmentIdParam(params.shipmentId)) throw notFound();
  },
  // Signed out there is nothing to load: the screen shows the sign-in (docs/sign-in-and-sessions.md).
  loader: async ({ context, params }) => {
    if (getSessionUser())
      await context.queryClient.ensureQueryData(getShipmentQueryOptions(Number(params.shipmentId)));
  },
  errorComponent: TrackingError,
});
