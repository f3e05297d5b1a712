import type { SearchChangeOptions } from '@/ui/data-table';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '@/api/list';
import { MemberPackagesPage } from '@/features/admin/packages/member-packages-page';
import { getMemberPackagesQueryOptions } from '@/features/admin/packages/api/get-member-packages';
import { memberPackagesSearchSchema, type MemberPackagesSearch } from '@/features/admin/packages/api/search';
import { allPackagesQueryOptions } from '@/features/admin/packages/api/get-packages';
import { isOnline } from '@/ui/online-status';

export const Route = createFileRoute('/admin/paket/uye-paket-liste/')({
  validateSearch: memberPackagesSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (!context.isAdmin || !isOnline()) return;
    await Promise.all([
      context.queryClient.ensureQueryData(getMemberPackagesQueryOptions(deps)),
      context.queryClient.ensureQueryData(allPackagesQueryOptions()),
    ]);
  },
  component: MemberPackagesRoute,
});

function MemberPackagesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // `replace`: a page past the end corrected to the last one (DataTable), not a step of its own.
  const onSearchChange = (patch: Partial<MemberPackagesSearch>, options?: SearchChangeOptions) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace });
  return <MemberPackagesPage search={search} onSearchChange={onSearchChange} />;
}
