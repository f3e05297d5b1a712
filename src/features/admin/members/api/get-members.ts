import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { fetchAllPages, listQuery, listSearchEntries, urlCodeFilter, urlSort, type Page } from '@/api/list';
import { MEMBER_STATUS_CODES } from '@/domain/member-status';
import { adminKeys } from '../../admin-keys';
import type { Member } from './types';

export const MEMBER_ROLES = ['Customer', 'Courier', 'Admin'] as const;

/** `/admin/uye/uye-listele/?page&pageSize&q&sort&role&status`: the shared list params and filters. */
export const membersSearchSchema = v.object({
  ...listSearchEntries,
  sort: urlSort(['name', 'createdAt', 'status']),
  role: v.optional(v.fallback(v.optional(v.picklist(MEMBER_ROLES)), undefined)),
  status: urlCodeFilter(MEMBER_STATUS_CODES),
});
export type MembersSearch = v.InferOutput<typeof membersSearchSchema>;

/** One page of members, newest first unless sorted. */
export async function getMembers(search: MembersSearch): Promise<Page<Member>> {
  return unwrap(await api.GET('/admin/members', { params: { query: listQuery(search) } }));
}

/** Every member of the current filter and sort (the CSV). */
export function getAllMembers(search: MembersSearch): Promise<Member[]> {
  return fetchAllPages((page, pageSize) => getMembers({ ...search, page, pageSize }));
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
