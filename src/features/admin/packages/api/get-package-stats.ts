import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { adminKeys } from '../../admin-keys';
import type { PackageStats } from './types';

async function getPackageStats(): Promise<PackageStats> {
  return unwrap(await api.GET('/admin/member-packages/stats'));
}

export function getPackageStatsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.packageStats.detail('all'), queryFn: getPackageStats });
}

export function usePackageStats() {
  return useQuery(getPackageStatsQueryOptions());
}
