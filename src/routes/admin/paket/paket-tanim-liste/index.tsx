import type { SearchChangeOptions } from '@/ui/data-table';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '@/api/list';
import { PackagesPage } from '@/features/admin/packages/packages-page';
import { getPackagesQueryOptions } from '@/features/admin/packages/api/get-packages';
import { packagesSearchSchema, type PackagesSearch } from '@/features/admin/packages/api/search';
import { isOnline } from '@/ui/online-status';

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
  // `replace`: a page past the end corrected to the last one (DataTable), not a step of its own.
  const onSearchChange = (patch: Partial<PackagesSearch>, options?: SearchChangeOptions) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace });
  return <PackagesPage search={search} onSearchChange={onSearchChange} />;
}
