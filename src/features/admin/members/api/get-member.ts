import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { adminKeys } from '../../admin-keys';
import type { MemberDetail } from './types';

/** One member with their courier profile and wallet account. */
async function getMember(userId: number): Promise<MemberDetail> {
  return unwrap(await api.GET('/admin/members/{userId}', { params: { path: { userId } } }));
}

export function getMemberQueryOptions(userId: number) {
  return queryOptions({ queryKey: adminKeys.members.detail(userId), queryFn: () => getMember(userId) });
}

/** The member (a row's, a shipment's customer or courier); none is read while `userId` is absent. */
export function useMember(userId: number | null | undefined) {
  return useQuery({ ...getMemberQueryOptions(userId ?? 0), enabled: !!userId });
}
