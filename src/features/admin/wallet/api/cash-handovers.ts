import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import type { Page } from '@/api/list';
import { adminKeys } from '../../admin-keys';
import { useRefreshingMutation } from '../../common/use-refreshing-mutation';
import type { CashHandover, CashHandoverBody } from './types';

const handoversSearch = { page: 1, pageSize: 20, q: '', sort: '' } as const;

/** The twenty latest cash handovers (the newest day first). */
async function getCashHandovers(): Promise<Page<CashHandover>> {
  return unwrap(
    await api.GET('/admin/cash-handovers', {
      params: { query: { page: handoversSearch.page, pageSize: handoversSearch.pageSize } },
    }),
  );
}

function getCashHandoversQueryOptions() {
  // Kept under the reconciliation: a handover changes both.
  return queryOptions({
    queryKey: adminKeys.reconciliation.list(handoversSearch),
    queryFn: getCashHandovers,
  });
}

export function useCashHandovers() {
  return useQuery(getCashHandoversQueryOptions());
}

/** Records the cash a courier handed over (issue 27): it settles the courier's open cash. */
async function recordCashHandover(body: CashHandoverBody): Promise<CashHandover> {
  return unwrap(await api.POST('/admin/cash-handovers', { body }));
}

// Mutabakat, the handovers and the admin home's open cash change.
export const useRecordCashHandover = () =>
  useRefreshingMutation(recordCashHandover, [adminKeys.reconciliation.all, adminKeys.dashboard.all]);
