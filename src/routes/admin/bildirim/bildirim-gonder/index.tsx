import { createFileRoute } from '@tanstack/react-router';
import { SendNotificationPage } from '@/features/admin/notifications/send-notification-page';
import { citiesQueryOptions } from '@/api/addresses/lookups';
import { isOnline } from '@/ui/online-status';

export const Route = createFileRoute('/admin/bildirim/bildirim-gonder/')({
  loader: async ({ context }) => {
    if (!context.isAdmin || !isOnline()) return;
    await context.queryClient.ensureQueryData(citiesQueryOptions());
  },
  component: SendNotificationPage,
});
