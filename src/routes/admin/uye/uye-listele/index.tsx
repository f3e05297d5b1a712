import type { SearchChangeOptions } from '@/ui/data-table';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '@/api/list';
import { getMembersQueryOptions } from '@/features/admin/members/api/get-members';
import { membersSearchSchema, type MembersSearch } from '@/features/admin/members/api/search';
import { MembersPage } from '@/features/admin/members/members-page';
import { isOnline } from '@/ui/online-status';

export const Route = createFileRoute('/admin/uye/uye-listele/')({
  validateSearch: membersSearchSchema,
  // Defaults stay out of the URL: /admin/uye/uye-listele/ is page 1 of 20, newest first, no filter.
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (!context.isAdmin || !isOnline()) return;
    await context.queryClient.ensureQueryData(getMembersQueryOptions(deps));
  },
  component: MembersRoute,
});

function MembersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // `replace`: a page past the end corrected to the last one (DataTable), not a step of its own.
  const onSearchChange = (patch: Partial<MembersSearch>, options?: SearchChangeOptions) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace });
  return (
    <MembersPage
      search={search}
      onSearchChange={onSearchChange}
      onOpen={(member) =>
        void navigate({ to: '/admin/uye/uye-listele/$userId', params: { userId: member.userId } })
      }
    />
  );
}
