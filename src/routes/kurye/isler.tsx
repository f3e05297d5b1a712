import { createFileRoute } from '@tanstack/react-router';
import { RequireSignIn } from '@/features/auth/require-sign-in';
import { getSessionUser } from '@/features/auth/session';
import { CourierWorkPage } from '@/features/courier-work/courier-work-page';
import { courierWorkMessages } from '@/features/courier-work/messages';
import { courierProfileQueryOptions } from '@/features/courier-profile/api/courier-profile';
import { CourierStatusGate } from '@/features/courier-profile/courier-status-gate';
import {
  getAssignedShipmentsQueryOptions,
  getOpenTendersQueryOptions,
} from '@/features/shipments/api/get-courier-work';

export const Route = createFileRoute('/kurye/isler')({
  // Only a courier has work to load; anyone else sees the guard's sign-in or notice.
  loader: async ({ context }) => {
    if (!getSessionUser()?.roles.includes('Courier')) return;
    // A courier not approved has no work to read (403): the gate shows the application instead.
    const profile = await context.queryClient.ensureQueryData(courierProfileQueryOptions());
    if (profile.status !== 1) return;
    await Promise.all([
      context.queryClient.ensureQueryData(getOpenTendersQueryOptions()),
      context.queryClient.ensureQueryData(getAssignedShipmentsQueryOptions()),
    ]);
  },
  component: () => (
    <RequireSignIn roles={['Courier']}>
      <CourierStatusGate title={courierWorkMessages.title}>
        <CourierWorkPage />
      </CourierStatusGate>
    </RequireSignIn>
  ),
});
