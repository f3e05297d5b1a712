import { createFileRoute } from '@tanstack/react-router';
import { getSessionUser } from '@/lib/session/session';
import { AdminLayout } from '@/features/shell/admin-layout';

export const Route = createFileRoute('/admin')({
  // The admin role decided once for the subtree (ADMIN.md 2): child loaders start with
  // `if (!context.isAdmin) return`, and the layout shows the "Admin Girişi" in place for anyone
  // else (the server refuses them too). After that sign-in the pages load their data themselves.
  beforeLoad: () => ({ isAdmin: getSessionUser()?.roles.includes('Admin') ?? false }),
  component: AdminLayout,
});
