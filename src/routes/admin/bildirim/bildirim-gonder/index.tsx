import { createFileRoute } from '@tanstack/react-router';
import { SendNotificationPage } from '@/features/admin/notifications/send-notification-page';
import { citiesQueryOptions } from '@/api/addresses/lookups';

export const Route = createFileRoute('/admin/bildirim/bildirim-gonder/')({
  loader: ({ context }) => context.adminData.ensure(citiesQueryOptions()),
  component: SendNotificationPage,
});
