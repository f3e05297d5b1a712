import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { listQuery, listSearchEntries, urlSort, type Page } from '@/api/list';
import { ID_MAX } from '@/domain/limits';
import { USER_PACKAGE_STATUS_CODES } from '@/domain/packages';
import { urlCodeFilter } from '@/api/list';
import { adminKeys } from '../../admin-keys';
import type { UserPackage } from './types';

export const memberPackageSortKeys = [
  'userName',
  'packageName',
  'status',
  'price',
  'startDate',
  'endDate',
  'createdAt',
] as const;

/** An id from the URL (a package, a member): undefined when absent or not an id. */
export const urlId = v.optional(
  v.fallback(
    v.optional(
      v.pipe(
        v.union([v.number(), v.pipe(v.string(), v.decimal(), v.transform(Number))]),
        v.integer(),
        v.minValue(1),
        v.maxValue(ID_MAX),
      ),
    ),
    undefined,
  ),
);

/** `/admin/paket/uye-paket-liste/?status&packageId&userId&q&sort&page&pageSize`. */
export const memberPackagesSearchSchema = v.object({
  ...listSearchEntries,
  sort: urlSort(memberPackageSortKeys),
  status: urlCodeFilter(USER_PACKAGE_STATUS_CODES),
  packageId: urlId,
  userId: urlId,
});
export type MemberPackagesSearch = v.InferOutput<typeof memberPackagesSearchSchema>;

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
