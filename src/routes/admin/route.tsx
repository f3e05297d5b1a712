import { createFileRoute } from '@tanstack/react-router';
import { adminLoads } from '@/app/admin-loads';
import { getSessionUser } from '@/lib/session/session';
import { AdminLayout } from '@/features/shell/admin-layout';

export const Route = createFileRoute('/admin')({
  // The admin role decided once for the subtree (docs/admin-area.md, pattern 2): child loaders read through
  // `context.adminData`, which calls nothing for anyone else, and the layout shows the "Admin Girişi"
  // in place for them (the server refuses them too). After that sign-in the pages load their data themselves.
  beforeLoad: ({ context }) => ({
    adminData: adminLoads(context.queryClient, getSessionUser()?.roles.includes('Admin') ?? false),
  }),
  component: AdminLayout,
});
