import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { fetchAllPages, listQuery, listSearchEntries, urlSort, type Page } from '@/api/list';
import { adminKeys } from '../../admin-keys';
import type { Package } from './types';

export const packageSortKeys = ['name', 'price', 'durationDays', 'productCode', 'isActive'] as const;

/** `/admin/paket/paket-tanim-liste/?page&pageSize&q&sort&isActive`. */
export const packagesSearchSchema = v.object({
  ...listSearchEntries,
  sort: urlSort(packageSortKeys),
  isActive: v.optional(v.fallback(v.optional(v.boolean()), undefined)),
});
export type PackagesSearch = v.InferOutput<typeof packagesSearchSchema>;

/** One page of package definitions (by id unless sorted). */
export async function getPackages(search: PackagesSearch): Promise<Page<Package>> {
  return unwrap(await api.GET('/admin/packages', { params: { query: listQuery(search) } }));
}

export function getPackagesQueryOptions(search: PackagesSearch) {
  return queryOptions({
    queryKey: adminKeys.packages.list(search),
    queryFn: () => getPackages(search),
    placeholderData: keepPreviousData,
  });
}

export function usePackages(search: PackagesSearch) {
  return useQuery(getPackagesQueryOptions(search));
}

/** Every definition (the filter of the member packages): the contract's largest page is plenty. */
export function allPackagesQueryOptions() {
  const search: PackagesSearch = { page: 1, pageSize: 100, q: '', sort: 'name' };
  return queryOptions({
    queryKey: adminKeys.packages.list({ ...search, all: true }),
    queryFn: () => fetchAllPages((page, pageSize) => getPackages({ ...search, page, pageSize })),
  });
}
