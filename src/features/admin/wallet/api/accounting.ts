import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import type { Page } from '@/api/list';
import { adminKeys } from '../../admin-keys';
import type { AccountingPreview, AccountingRun } from './types';

/** What the accounting of a day would record, and the day's run when it was done already. */
async function getAccountingPreview(date: string): Promise<AccountingPreview> {
  return unwrap(await api.GET('/admin/accounting/preview', { params: { query: { date } } }));
}

export function getAccountingPreviewQueryOptions(date: string) {
  return queryOptions({
    queryKey: adminKeys.accounting.detail(date),
    queryFn: () => getAccountingPreview(date),
    placeholderData: keepPreviousData,
  });
}

export function useAccountingPreview(date: string) {
  return useQuery(getAccountingPreviewQueryOptions(date));
}

const runsSearch = { page: 1, pageSize: 10, q: '', sort: '' } as const;

/** The ten latest runs (the latest day first). */
async function getAccountingRuns(): Promise<Page<AccountingRun>> {
  return unwrap(
    await api.GET('/admin/accounting/runs', {
      params: { query: { page: runsSearch.page, pageSize: runsSearch.pageSize } },
    }),
  );
}

export function getAccountingRunsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.accounting.list(runsSearch), queryFn: getAccountingRuns });
}

export function useAccountingRuns() {
  return useQuery(getAccountingRunsQueryOptions());
}

async function runAccounting(date: string): Promise<AccountingRun> {
  return unwrap(await api.POST('/admin/accounting/run', { body: { date } }));
}

export function useRunAccounting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAccounting,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.accounting.all }),
  });
}
