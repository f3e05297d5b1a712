import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { adminKeys } from '../../admin-keys';
import type { MemberStats } from './types';

async function getMemberStats(): Promise<MemberStats> {
  return unwrap(await api.GET('/admin/members/stats'));
}

export function getMemberStatsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.memberStats.detail('all'), queryFn: getMemberStats });
}

export function useMemberStats() {
  return useQuery(getMemberStatsQueryOptions());
}
