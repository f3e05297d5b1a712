import { createFileRoute } from '@tanstack/react-router';
import { getMemberStatsQueryOptions } from '@/features/admin/members/api/get-member-stats';
import { MemberStatsPage } from '@/features/admin/members/member-stats-page';
import { isOnline } from '@/ui/online-status';

export const Route = createFileRoute('/admin/uye/istatistik/')({
  loader: async ({ context }) => {
    if (!context.isAdmin || !isOnline()) return;
    await context.queryClient.ensureQueryData(getMemberStatsQueryOptions());
  },
  component: MemberStatsPage,
});
