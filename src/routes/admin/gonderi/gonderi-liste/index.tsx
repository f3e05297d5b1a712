import { useListSearch } from '@/features/admin/common/use-list-search';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '@/api/list';
import { citiesQueryOptions } from '@/api/addresses/lookups';
import { getAdminShipmentsQueryOptions } from '@/features/admin/shipments/api/get-admin-shipments';
import { adminShipmentsSearchSchema } from '@/features/admin/shipments/api/search';
import { ShipmentsPage } from '@/features/admin/shipments/shipments-page';

export const Route = createFileRoute('/admin/gonderi/gonderi-liste/')({
  validateSearch: adminShipmentsSearchSchema,
  // Defaults stay out of the URL: /admin/gonderi/gonderi-liste/ is page 1 of 20, newest first.
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.adminData.ensure(getAdminShipmentsQueryOptions(deps)),
      context.adminData.ensure(citiesQueryOptions()),
    ]),
  component: ShipmentsRoute,
});

function ShipmentsRoute() {
  const list = useListSearch(Route);
  const navigate = Route.useNavigate();
  return (
    <ShipmentsPage
      {...list}
      onOpen={(shipmentId) =>
        void navigate({
          to: '/admin/gonderi/gonderi-liste/$shipmentId',
          params: { shipmentId },
        })
      }
    />
  );
}
