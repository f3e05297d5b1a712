import { Outlet } from '@tanstack/react-router';
import { RequireSignIn } from '@/features/auth';

/**
 * The admin area. Its menu is the shell's (app-layout.tsx): the side bar on wide screens, the
 * burger's drawer on a phone, in place of the customer menu rather than beside it (issue 28).
 */
export function AdminLayout() {
  // Admins only: signed out, the "Admin Girişi" form shows in place; others get a notice.
  return (
    <RequireSignIn roles={['Admin']} loginType={3}>
      <Outlet />
    </RequireSignIn>
  );
}
