import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '@/api/list';
import { PackagesPage } from '@/features/admin/packages/packages-page';
import { getPackagesQueryOptions } from '@/features/admin/packages/api/get-packages';
import { packagesSearchSchema, type PackagesSearch } from '@/features/admin/packages/api/search';
import { isOnline } from '@/features/offline/online-status';

export const Route = createFileRoute('/admin/paket/paket-tanim-liste/')({
  validateSearch: packagesSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (!context.isAdmin || !isOnline()) return;
    await context.queryClient.ensureQueryData(getPackagesQueryOptions(deps));
  },
  component: PackagesRoute,
});

function PackagesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = (patch: Partial<PackagesSearch>) =>
    void navigate({
      search: (prev) => ({ ...prev, ...patch }),
    });
  return <PackagesPage search={search} onSearchChange={onSearchChange} />;
}
