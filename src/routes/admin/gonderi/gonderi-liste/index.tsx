import type { SearchChangeOptions } from '@/ui/data-table';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '@/api/list';
import { citiesQueryOptions } from '@/api/addresses/lookups';
import { getAdminShipmentsQueryOptions } from '@/features/admin/shipments/api/get-admin-shipments';
import { adminShipmentsSearchSchema, type AdminShipmentsSearch } from '@/features/admin/shipments/api/search';
import { ShipmentsPage } from '@/features/admin/shipments/shipments-page';
import { isOnline } from '@/ui/online-status';

export const Route = createFileRoute('/admin/gonderi/gonderi-liste/')({
  validateSearch: adminShipmentsSearchSchema,
  // Defaults stay out of the URL: /admin/gonderi/gonderi-liste/ is page 1 of 20, newest first.
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (!context.isAdmin || !isOnline()) return;
    await Promise.all([
      context.queryClient.ensureQueryData(getAdminShipmentsQueryOptions(deps)),
      context.queryClient.ensureQueryData(citiesQueryOptions()),
    ]);
  },
  component: ShipmentsRoute,
});

function ShipmentsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // `replace`: a page past the end corrected to the last one (DataTable), not a step of its own.
  const onSearchChange = (patch: Partial<AdminShipmentsSearch>, options?: SearchChangeOptions) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace });
  return (
    <ShipmentsPage
      search={search}
      onSearchChange={onSearchChange}
      onOpen={(shipmentId) =>
        void navigate({
          to: '/admin/gonderi/gonderi-liste/$shipmentId',
          params: { shipmentId },
        })
      }
    />
  );
}
