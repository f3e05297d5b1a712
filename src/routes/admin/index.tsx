import { createFileRoute } from '@tanstack/react-router';
import { getDashboardQueryOptions } from '@/features/admin/dashboard/api/get-dashboard';
import { DashboardPage } from '@/features/admin/dashboard/dashboard-page';
import { isOnline } from '@/ui/online-status';

export const Route = createFileRoute('/admin/')({
  loader: async ({ context }) => {
    if (!context.isAdmin || !isOnline()) return;
    await context.queryClient.ensureQueryData(getDashboardQueryOptions());
  },
  component: DashboardPage,
});
