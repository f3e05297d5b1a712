import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { isOnline } from '@/ui/online-status';

/**
 * What an admin screen's loader reads ahead, given to the subtree by `/admin`'s `beforeLoad`, which
 * decides once whether the visitor is an admin. For anyone else the calls do nothing: the layout
 * shows the "Admin Girişi" (or the notice for another role) in place and no admin call is made.
 * Offline they do nothing either: the page shows what it has.
 */
export interface AdminLoads {
  /** Reads a query before the screen shows; a failure is the route's error page. */
  ensure: <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
    query: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
  ) => Promise<void>;
  /** Reads a query ahead and keeps a failure for the page to show (a 404 in the catalogue's words). */
  prefetch: <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
    query: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
  ) => Promise<void>;
}

export function adminLoads(queryClient: QueryClient, isAdmin: boolean): AdminLoads {
  const allowed = () => isAdmin && isOnline();
  return {
    ensure: async (query) => {
      if (allowed()) await queryClient.ensureQueryData(query);
    },
    prefetch: async (query) => {
      if (allowed()) await queryClient.prefetchQuery(query);
    },
  };
}
