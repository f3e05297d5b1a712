import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '@/api/list';
import { getMembersQueryOptions } from '@/features/admin/members/api/get-members';
import { membersSearchSchema } from '@/features/admin/members/api/search';
import { MembersPage } from '@/features/admin/members/members-page';
import { useListSearch } from '@/features/admin/common/use-list-search';

export const Route = createFileRoute('/admin/uye/uye-listele/')({
  validateSearch: membersSearchSchema,
  // Defaults stay out of the URL: /admin/uye/uye-listele/ is page 1 of 20, newest first, no filter.
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.adminData.ensure(getMembersQueryOptions(deps)),
  component: MembersRoute,
});

function MembersRoute() {
  const list = useListSearch(Route);
  const navigate = Route.useNavigate();
  return (
    <MembersPage
      {...list}
      onOpen={(member) =>
        void navigate({ to: '/admin/uye/uye-listele/$userId', params: { userId: member.userId } })
      }
    />
  );
}
