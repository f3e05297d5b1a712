import { createFileRoute } from '@tanstack/react-router';
import { getSessionUser } from '@/lib/session/session';
import { isOnline } from '@/ui/online-status';
import { getShipmentsQueryOptions } from '@/api/shipments/get-shipments';
import { ShipmentListPage } from '@/features/shipments/shipment-list-page';

export const Route = createFileRoute('/gonderi-liste/aktif/')({
  loader: async ({ context }) => {
    // Signed out there is nothing to load: the page shows the sign-in (docs/sign-in-and-sessions.md). Offline the list
    // waits for the network inside the page, under the shipments queued to be sent.
    if (getSessionUser() && isOnline())
      await context.queryClient.ensureQueryData(getShipmentsQueryOptions('active'));
  },
  component: () => <ShipmentListPage scope="active" />,
});
