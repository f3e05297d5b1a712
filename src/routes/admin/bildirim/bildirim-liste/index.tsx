import type { SearchChangeOptions } from '@/ui/data-table';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '@/api/list';
import { NotificationsPage } from '@/features/admin/notifications/notifications-page';
import { getNotificationsQueryOptions } from '@/features/admin/notifications/api/get-notifications';
import {
  notificationsSearchSchema,
  type NotificationsSearch,
} from '@/features/admin/notifications/api/search';
import { citiesQueryOptions } from '@/api/addresses/lookups';
import { isOnline } from '@/ui/online-status';

export const Route = createFileRoute('/admin/bildirim/bildirim-liste/')({
  validateSearch: notificationsSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (!context.isAdmin || !isOnline()) return;
    await Promise.all([
      context.queryClient.ensureQueryData(getNotificationsQueryOptions(deps)),
      context.queryClient.ensureQueryData(citiesQueryOptions()),
    ]);
  },
  component: NotificationsRoute,
});

function NotificationsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // `replace`: a page past the end corrected to the last one (DataTable), not a step of its own.
  const onSearchChange = (patch: Partial<NotificationsSearch>, options?: SearchChangeOptions) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace });
  return <NotificationsPage search={search} onSearchChange={onSearchChange} />;
}
