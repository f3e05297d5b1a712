import { createFileRoute } from '@tanstack/react-router';
import { getSessionUser } from '@/lib/session/session';
import { getShipmentsQueryOptions } from '@/api/shipments/get-shipments';
import { ShipmentListPage } from '@/features/shipments/shipment-list-page';

export const Route = createFileRoute('/gonderi-liste/gecmis/')({
  loader: async ({ context }) => {
    // Signed out there is nothing to load: the page shows the sign-in (docs/sign-in-and-sessions.md).
    if (getSessionUser()) await context.queryClient.ensureQueryData(getShipmentsQueryOptions('past'));
  },
  component: () => <ShipmentListPage scope="past" />,
});
