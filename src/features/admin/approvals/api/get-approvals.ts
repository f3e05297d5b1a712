import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { listQuery, type Page } from '@/api/list';
import { adminKeys } from '../../admin-keys';
import type { Application } from './types';

import type { ApprovalsSearch } from './search';

export type { ApprovalsSearch } from './search';

/** One page of pending courier applications, newest first. */
export async function getApprovals(search: ApprovalsSearch): Promise<Page<Application>> {
  return unwrap(await api.GET('/admin/approvals', { params: { query: listQuery(search) } }));
}

export function getApprovalsQueryOptions(search: ApprovalsSearch) {
  return queryOptions({
    queryKey: adminKeys.approvals.list(search),
    queryFn: () => getApprovals(search),
    // Another page or filter keeps the rows on screen until the next arrive (no jump to a skeleton).
    placeholderData: keepPreviousData,
  });
}

export function useApprovals(search: ApprovalsSearch) {
  return useQuery(getApprovalsQueryOptions(search));
}
