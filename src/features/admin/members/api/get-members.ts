import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { listQuery, type Page } from '@/api/list';
import { adminKeys } from '../../admin-keys';
import { pageQueryOptions } from '../../common/page-query';
import type { Member } from './types';

import type { MembersSearch } from './search';

export type { MembersSearch } from './search';

/** One page of members, newest first unless sorted. */
export async function getMembers(search: MembersSearch): Promise<Page<Member>> {
  return unwrap(await api.GET('/admin/members', { params: { query: listQuery(search) } }));
}

export const getMembersQueryOptions = (search: MembersSearch) =>
  pageQueryOptions(adminKeys.members.list(search), getMembers, search);

export function useMembers(search: MembersSearch) {
  return useQuery(getMembersQueryOptions(search));
}
