import { createFileRoute } from '@tanstack/react-router';
import { citiesQueryOptions } from '@/api/addresses/lookups';
import { listLoader, listRouteComponent } from '@/app/admin-list-route';
import { listRouteSearch } from '@/app/list-route-search';
import { getNotificationsQueryOptions } from '@/features/admin/notifications/api/get-notifications';
import { notificationsSearchSchema } from '@/features/admin/notifications/api/search';
import { NotificationsPage } from '@/features/admin/notifications/notifications-page';

export const Route = createFileRoute('/admin/bildirim/bildirim-liste/')({
  ...listRouteSearch(notificationsSearchSchema),
  loader: listLoader(getNotificationsQueryOptions, citiesQueryOptions),
  component: listRouteComponent(notificationsSearchSchema, NotificationsPage),
});
