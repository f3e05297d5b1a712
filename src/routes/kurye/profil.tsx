import { createFileRoute } from '@tanstack/react-router';
import { RequireSignIn } from '@/features/auth/require-sign-in';
import { getSessionUser } from '@/lib/session/session';
import { courierProfileQueryOptions } from '@/features/courier-profile/api/courier-profile';
import { CourierProfilePage } from '@/features/courier-profile/courier-profile-page';

export const Route = createFileRoute('/kurye/profil')({
  // Only a courier has a profile to load; anyone else sees the guard's sign-in or notice.
  loader: async ({ context }) => {
    if (!getSessionUser()?.roles.includes('Courier')) return;
    await context.queryClient.ensureQueryData(courierProfileQueryOptions());
  },
  component: () => (
    <RequireSignIn roles={['Courier']}>
      <CourierProfilePage />
    </RequireSignIn>
  ),
});
