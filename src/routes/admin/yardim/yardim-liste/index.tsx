import type { SearchChangeOptions } from '@/ui/data-table';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '@/api/list';
import { HelpPage } from '@/features/admin/content/help-page';
import { getHelpQueryOptions } from '@/features/admin/content/api/help';
import { helpSearchSchema, type HelpSearch } from '@/features/admin/content/api/search';
import { isOnline } from '@/ui/online-status';

export const Route = createFileRoute('/admin/yardim/yardim-liste/')({
  validateSearch: helpSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (!context.isAdmin || !isOnline()) return;
    await context.queryClient.ensureQueryData(getHelpQueryOptions(deps));
  },
  component: HelpRoute,
});

function HelpRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // `replace`: a page past the end corrected to the last one (DataTable), not a step of its own.
  const onSearchChange = (patch: Partial<HelpSearch>, options?: SearchChangeOptions) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace });
  return <HelpPage search={search} onSearchChange={onSearchChange} />;
}
