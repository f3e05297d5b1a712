import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { adminKeys } from '../../admin-keys';
import type { Reconciliation } from './types';

export interface ReconciliationRange {
  from: string;
  to: string;
}

/** Cash collected at the door against the completed shipments of the days, per courier. */
async function getReconciliation({ from, to }: ReconciliationRange): Promise<Reconciliation> {
  return unwrap(await api.GET('/admin/reconciliation', { params: { query: { from, to } } }));
}

export function getReconciliationQueryOptions(range: ReconciliationRange) {
  return queryOptions({
    queryKey: adminKeys.reconciliation.detail(`${range.from}..${range.to}`),
    queryFn: () => getReconciliation(range),
    placeholderData: keepPreviousData,
  });
}

export function useReconciliation(range: ReconciliationRange) {
  return useQuery(getReconciliationQueryOptions(range));
}
