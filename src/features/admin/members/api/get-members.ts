import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { listQuery, type Page } from '@/api/list';
import { adminKeys } from '../../admin-keys';
import type { Member } from './types';

import type { MembersSearch } from './search';

export type { MembersSearch } from './search';

/** One page of members, newest first unless sorted. */
export async function getMembers(search: MembersSearch): Promise<Page<Member>> {
  return unwrap(await api.GET('/admin/members', { params: { query: listQuery(search) } }));
}

export function getMembersQueryOptions(search: MembersSearch) {
  return queryOptions({
    queryKey: adminKeys.members.list(search),
    queryFn: () => getMembers(search),
    placeholderData: keepPreviousData,
  });
}

export function useMembers(search: MembersSearch) {
  return useQuery(getMembersQueryOptions(search));
}
