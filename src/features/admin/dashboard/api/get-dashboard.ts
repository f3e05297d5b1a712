import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import type { components } from '@/api/schema';
import { adminKeys } from '../../admin-keys';

export type AdminDashboard = components['schemas']['AdminDashboard'];

/** Today's figures of the admin home. */
async function getDashboard(): Promise<AdminDashboard> {
  return unwrap(await api.GET('/admin/dashboard'));
}

export function getDashboardQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.dashboard.detail('today'),
    queryFn: getDashboard,
    // The home is opened often; a minute old is fresh enough, and it refreshes on focus.
    staleTime: 60_000,
  });
}

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
