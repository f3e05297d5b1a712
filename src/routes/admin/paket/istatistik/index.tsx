import { createFileRoute } from '@tanstack/react-router';
import { PackageStatsPage } from '@/features/admin/packages/package-stats-page';
import { getPackageStatsQueryOptions } from '@/features/admin/packages/api/get-package-stats';
import { isOnline } from '@/ui/online-status';

export const Route = createFileRoute('/admin/paket/istatistik/')({
  loader: async ({ context }) => {
    if (!context.isAdmin || !isOnline()) return;
    await context.queryClient.ensureQueryData(getPackageStatsQueryOptions());
  },
  component: PackageStatsPage,
});
