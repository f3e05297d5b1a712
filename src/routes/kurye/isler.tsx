import { createFileRoute } from '@tanstack/react-router';
import { isCourierTab, type CourierTab } from '@/domain/url-values';
import { citiesQueryOptions } from '@/features/addresses/lookups';
import { RequireSignIn } from '@/features/auth/require-sign-in';
import { getSessionUser } from '@/features/auth/session';
import { CourierWorkPage } from '@/features/courier-work/courier-work-page';
import { courierWorkMessages } from '@/features/courier-work/messages';
import { courierProfileQueryOptions } from '@/features/courier-profile/api/courier-profile';
import { CourierStatusGate } from '@/features/courier-profile/courier-status-gate';
import {
  getAssignedShipmentsQueryOptions,
  getOpenTendersQueryOptions,
  getPastCourierShipmentsQueryOptions,
} from '@/features/shipments/api/get-courier-work';

export interface CourierWorkSearch {
  /** The tab; open tenders when absent. */
  sekme?: CourierTab;
  /** The city filter: a plate code, "tum" for every city; the courier's own city when absent. */
  il?: number | 'tum';
}

function readCity(value: unknown): CourierWorkSearch['il'] {
  if (value === 'tum') return 'tum';
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 81 ? n : undefined;
}

export const Route = createFileRoute('/kurye/isler')({
  validateSearch: (search: Record<string, unknown>): CourierWorkSearch => {
    const il = readCity(search.il);
    return {
      ...(isCourierTab(search.sekme) ? { sekme: search.sekme } : {}),
      ...(il === undefined ? {} : { il }),
    };
  },
  // Only a courier has work to load; anyone else sees the guard's sign-in or notice.
  loader: async ({ context }) => {
    if (!getSessionUser()?.roles.includes('Courier')) return;
    // A courier not approved has no work to read (403): the gate shows the application instead.
    // Offline with nothing saved, the page's own queries say so: the loader does not fail.
    const profile = await context.queryClient.ensureQueryData(courierProfileQueryOptions()).catch(() => null);
    if (profile?.status !== 1) return;
    void context.queryClient.prefetchQuery(citiesQueryOptions());
    await Promise.all([
      context.queryClient.ensureQueryData(getOpenTendersQueryOptions()),
      context.queryClient.ensureQueryData(getAssignedShipmentsQueryOptions()),
      context.queryClient.ensureQueryData(getPastCourierShipmentsQueryOptions()),
    ]);
  },
  component: CourierWorkRoute,
});

function CourierWorkRoute() {
  const search = Route.useSearch();
  return (
    <RequireSignIn roles={['Courier']}>
      <CourierStatusGate title={courierWorkMessages.title}>
        <CourierWorkPage tab={search.sekme ?? 'acik-ihaleler'} city={search.il} />
      </CourierStatusGate>
    </RequireSignIn>
  );
}
