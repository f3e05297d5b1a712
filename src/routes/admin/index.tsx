import { createFileRoute } from '@tanstack/react-router';
import { getDashboardQueryOptions } from '@/features/admin/dashboard/api/get-dashboard';
import { DashboardPage } from '@/features/admin/dashboard/dashboard-page';

export const Route = createFileRoute('/admin/')({
  loader: ({ context }) => context.adminData.ensure(getDashboardQueryOptions()),
  component: DashboardPage,
});
