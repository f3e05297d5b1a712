import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { listLoader, listRouteComponent } from '@/app/admin-list-route';
import { listRouteSearch } from '@/app/list-route-search';
import { getMembersQueryOptions } from '@/features/admin/members/api/get-members';
import { membersSearchSchema } from '@/features/admin/members/api/search';
import { MembersPage, type MembersPageProps } from '@/features/admin/members/members-page';

export const Route = createFileRoute('/admin/uye/uye-listele/')({
  ...listRouteSearch(membersSearchSchema),
  loader: listLoader(getMembersQueryOptions),
  component: listRouteComponent(membersSearchSchema, MembersPage, useMemberLinks),
});

function useMemberLinks(): Pick<MembersPageProps, 'onOpen'> {
  const navigate = useNavigate();
  return {
    onOpen: (member) =>
      void navigate({ to: '/admin/uye/uye-listele/$userId', params: { userId: member.userId } }),
  };
}
