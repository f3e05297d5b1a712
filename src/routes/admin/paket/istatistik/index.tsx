import { createFileRoute } from '@tanstack/react-router';
import { PackageStatsPage } from '@/features/admin/packages/package-stats-page';
import { getPackageStatsQueryOptions } from '@/features/admin/packages/api/get-package-stats';

export const Route = createFileRoute('/admin/paket/istatistik/')({
  loader: ({ context }) => context.adminData.ensure(getPackageStatsQueryOptions()),
  component: PackageStatsPage,
});
