import { createFileRoute } from '@tanstack/react-router';
import { getMemberStatsQueryOptions } from '@/features/admin/members/api/get-member-stats';
import { MemberStatsPage } from '@/features/admin/members/member-stats-page';

export const Route = createFileRoute('/admin/uye/istatistik/')({
  loader: ({ context }) => context.adminData.ensure(getMemberStatsQueryOptions()),
  component: MemberStatsPage,
});
