import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { listQuery, type Page } from '@/api/list';
import { adminKeys } from '../../admin-keys';
import { pageList } from '../../common/page-query';
import type { UserPackage } from './types';

import type { MemberPackagesSearch } from './search';

export type { MemberPackagesSearch } from './search';

export async function getMemberPackages(search: MemberPackagesSearch): Promise<Page<UserPackage>> {
  return unwrap(await api.GET('/admin/member-packages', { params: { query: listQuery(search) } }));
}

export const { options: getMemberPackagesQueryOptions, useList: useMemberPackages } = pageList(
  (search: MemberPackagesSearch) => adminKeys.memberPackages.list(search),
  getMemberPackages,
);
