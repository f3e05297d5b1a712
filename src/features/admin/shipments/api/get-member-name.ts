import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import type { components } from '@/api/schema';
import { adminKeys } from '../../admin-keys';

type Member = components['schemas']['Member'];

/** A member as the admin reads them (the customer and the courier of a shipment). */
export async function getMember(userId: number): Promise<Member> {
  return unwrap(await api.GET('/admin/members/{userId}', { params: { path: { userId } } }));
}

export function getMemberQueryOptions(userId: number) {
  return queryOptions({ queryKey: adminKeys.members.detail(userId), queryFn: () => getMember(userId) });
}

/** The member, or undefined while loading or when there is none (`userId` null). */
export function useMember(userId: number | null | undefined) {
  return useQuery({ ...getMemberQueryOptions(userId ?? 0), enabled: !!userId });
}
