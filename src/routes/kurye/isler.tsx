import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { isCourierTab, type CourierTab } from '@/domain/url-values';
import { citiesQueryOptions } from '@/api/addresses/lookups';
import { RequireSignIn } from '@/features/auth/require-sign-in';
import { getSessionUser } from '@/lib/session/session';
import { useSession } from '@/lib/session/use-session';
import { CourierWorkPage } from '@/features/courier-work/courier-work-page';
import { KeptJobsView } from '@/features/courier-work/kept-jobs-view';
import { courierWorkMessages } from '@/features/courier-work/messages';
import { courierProfileQueryOptions } from '@/features/courier-profile/api/courier-profile';
import { CourierStatusGate } from '@/features/courier-profile/courier-status-gate';
import {
  getAssignedShipmentsQueryOptions,
  getOpenTendersQueryOptions,
  getPastCourierShipmentsQueryOptions,
} from '@/features/courier-work/api/get-courier-work';
import { isOnline, useOnlineStatus } from '@/ui/online-status';

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
    // Offline nothing would load (the fetches wait for the network): the page shows what it has
    // in memory, or the jobs kept on the device (issue 28).
    if (!isOnline()) return;
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

const PAGE_QUERIES = [
  getOpenTendersQueryOptions(),
  getAssignedShipmentsQueryOptions(),
  getPastCourierShipmentsQueryOptions(),
];

function CourierWorkRoute() {
  const search = Route.useSearch();
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const { user } = useSession();
  // Offline without the server's lists in memory (a reload, an offline start): the jobs in hand
  // as kept on this device for this courier, instead of a page that waits for the network.
  const inMemory = PAGE_QUERIES.every((q) => queryClient.getQueryData(q.queryKey) !== undefined);
  return (
    <RequireSignIn roles={['Courier']}>
      {!online && !inMemory && user ? (
        <KeptJobsView userId={user.userId} />
      ) : (
        <CourierStatusGate title={courierWorkMessages.title}>
          <CourierWorkPage tab={search.sekme ?? 'acik-ihaleler'} city={search.il} />
        </CourierStatusGate>
      )}
    </RequireSignIn>
  );
}
