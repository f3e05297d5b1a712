import { createFileRoute } from '@tanstack/react-router';
import { RequireSignIn } from '@/features/auth/require-sign-in';
import { getSessionUser } from '@/features/auth/session';
import { CourierWorkPage } from '@/features/courier-work/courier-work-page';
import {
  getAssignedShipmentsQueryOptions,
  getOpenTendersQueryOptions,
} from '@/features/shipments/api/get-courier-work';

export const Route = createFileRoute('/kurye/isler')({
  // Only a courier has work to load; anyone else sees the guard's sign-in or notice.
  loader: async ({ context }) => {
    if (!getSessionUser()?.roles.includes('Courier')) return;
    await Promise.all([
      context.queryClient.ensureQueryData(getOpenTendersQueryOptions()),
      context.queryClient.ensureQueryData(getAssignedShipmentsQueryOptions()),
    ]);
  },
  component: () => (
    <RequireSignIn roles={['Courier']}>
      <CourierWorkPage />
    </RequireSignIn>
  ),
});
