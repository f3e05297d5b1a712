import type { SearchChangeOptions } from '@/ui/data-table';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '@/api/list';
import { DynamicPagesPage } from '@/features/admin/content/dynamic-pages-page';
import { getPagesQueryOptions } from '@/features/admin/content/api/dynamic-pages';
import { pagesSearchSchema, type PagesSearch } from '@/features/admin/content/api/search';
import { isOnline } from '@/ui/online-status';

export const Route = createFileRoute('/admin/dinamik/dinamik-sayfa-liste/')({
  validateSearch: pagesSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (!context.isAdmin || !isOnline()) return;
    await context.queryClient.ensureQueryData(getPagesQueryOptions(deps));
  },
  component: DynamicPagesRoute,
});

function DynamicPagesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // `replace`: a page past the end corrected to the last one (DataTable), not a step of its own.
  const onSearchChange = (patch: Partial<PagesSearch>, options?: SearchChangeOptions) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace });
  return <DynamicPagesPage search={search} onSearchChange={onSearchChange} />;
}
