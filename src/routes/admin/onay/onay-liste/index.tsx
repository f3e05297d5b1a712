import type { SearchChangeOptions } from '@/ui/data-table';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '@/api/list';
import { ApprovalsPage } from '@/features/admin/approvals/approvals-page';
import { getApprovalsQueryOptions } from '@/features/admin/approvals/api/get-approvals';
import { approvalsSearchSchema, type ApprovalsSearch } from '@/features/admin/approvals/api/search';
import { citiesQueryOptions } from '@/api/addresses/lookups';
import { isOnline } from '@/ui/online-status';

export const Route = createFileRoute('/admin/onay/onay-liste/')({
  validateSearch: approvalsSearchSchema,
  // Defaults stay out of the URL: /admin/onay/onay-liste/ is page 1 of 20, no filter.
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (!context.isAdmin || !isOnline()) return;
    await Promise.all([
      context.queryClient.ensureQueryData(getApprovalsQueryOptions(deps)),
      context.queryClient.ensureQueryData(citiesQueryOptions()),
    ]);
  },
  component: ApprovalsRoute,
});

function ApprovalsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // `replace`: a page past the end corrected to the last one (DataTable), not a step of its own.
  const onSearchChange = (patch: Partial<ApprovalsSearch>, options?: SearchChangeOptions) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace });
  return <ApprovalsPage search={search} onSearchChange={onSearchChange} />;
}
