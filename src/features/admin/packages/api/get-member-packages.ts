import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { listQuery, type Page } from '@/api/list';
import { adminKeys } from '../../admin-keys';
import type { UserPackage } from './types';

import type { MemberPackagesSearch } from './search';

export type { MemberPackagesSearch } from './search';

export async function getMemberPackages(search: MemberPackagesSearch): Promise<Page<UserPackage>> {
  return unwrap(await api.GET('/admin/member-packages', { params: { query: listQuery(search) } }));
}

export function getMemberPackagesQueryOptions(search: MemberPackagesSearch) {
  return queryOptions({
    queryKey: adminKeys.memberPackages.list(search),
    queryFn: () => getMemberPackages(search),
    placeholderData: keepPreviousData,
  });
}

export function useMemberPackages(search: MemberPackagesSearch) {
  return useQuery(getMemberPackagesQueryOptions(search));
}
