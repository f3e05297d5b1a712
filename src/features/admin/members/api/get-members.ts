import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { listQuery, type Page } from '@/api/list';
import { adminKeys } from '../../admin-keys';
import { pageList } from '../../common/page-query';
import type { Member } from './types';

import type { MembersSearch } from './search';

export type { MembersSearch } from './search';

/** One page of members, newest first unless sorted. */
export async function getMembers(search: MembersSearch): Promise<Page<Member>> {
  return unwrap(await api.GET('/admin/members', { params: { query: listQuery(search) } }));
}

export const { options: getMembersQueryOptions, useList: useMembers } = pageList(
  (search: MembersSearch) => adminKeys.members.list(search),
  getMembers,
);
