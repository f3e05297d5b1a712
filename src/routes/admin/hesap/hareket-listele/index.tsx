import type { SearchChangeOptions } from '@/ui/data-table';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '@/api/list';
import { getMovementsQueryOptions } from '@/features/admin/wallet/api/get-movements';
import { movementsSearchSchema, type MovementsSearch } from '@/features/admin/wallet/api/search';
import { MovementsPage } from '@/features/admin/wallet/movements-page';
import { isOnline } from '@/ui/online-status';

export const Route = createFileRoute('/admin/hesap/hareket-listele/')({
  validateSearch: movementsSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (!context.isAdmin || !isOnline()) return;
    await context.queryClient.ensureQueryData(getMovementsQueryOptions(deps));
  },
  component: MovementsRoute,
});

function MovementsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // `replace`: a page past the end corrected to the last one (DataTable), not a step of its own.
  const onSearchChange = (patch: Partial<MovementsSearch>, options?: SearchChangeOptions) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace });
  return <MovementsPage search={search} onSearchChange={onSearchChange} />;
}
