import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { fetchAllPages, listQuery, type Page } from '@/api/list';
import { adminKeys } from '../../admin-keys';
import { pageList } from '../../common/page-query';
import type { Package } from './types';

import type { PackagesSearch } from './search';

export type { PackagesSearch } from './search';

/** One page of package definitions (by id unless sorted). */
export async function getPackages(search: PackagesSearch): Promise<Page<Package>> {
  return unwrap(await api.GET('/admin/packages', { params: { query: listQuery(search) } }));
}

export const { options: getPackagesQueryOptions, useList: usePackages } = pageList(
  (search: PackagesSearch) => adminKeys.packages.list(search),
  getPackages,
);

/** Every definition (the filter of the member packages): the contract's largest page is plenty. */
export function allPackagesQueryOptions() {
  const search: PackagesSearch = { page: 1, pageSize: 100, q: '', sort: 'name' };
  return queryOptions({
    queryKey: adminKeys.packages.list({ ...search, all: true }),
    queryFn: () => fetchAllPages((page, pageSize) => getPackages({ ...search, page, pageSize })),
  });
}
