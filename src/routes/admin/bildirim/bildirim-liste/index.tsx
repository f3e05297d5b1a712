import { useListSearch } from '@/features/admin/common/use-list-search';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '@/api/list';
import { NotificationsPage } from '@/features/admin/notifications/notifications-page';
import { getNotificationsQueryOptions } from '@/features/admin/notifications/api/get-notifications';
import { notificationsSearchSchema } from '@/features/admin/notifications/api/search';
import { citiesQueryOptions } from '@/api/addresses/lookups';

export const Route = createFileRoute('/admin/bildirim/bildirim-liste/')({
  validateSearch: notificationsSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.adminData.ensure(getNotificationsQueryOptions(deps)),
      context.adminData.ensure(citiesQueryOptions()),
    ]),
  component: NotificationsRoute,
});

function NotificationsRoute() {
  const list = useListSearch(Route);
  return <NotificationsPage {...list} />;
}
