import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { listQuery, listSearchEntries, urlSort, type Page } from '@/api/list';
import { WALLET_PRODUCT_CODE } from '@/domain/wallet';
import { adminKeys } from '../../admin-keys';
import type { Account } from './types';

/** The keys `GET /admin/accounts` sorts by (openapi.yaml), the columns' keys. */
export const ACCOUNT_SORT_KEYS = ['userName', 'balance', 'createdAt'] as const;

/** `/admin/hesap/hesap-liste/?page&pageSize&q&sort`: the wallet (CARIHESAP) accounts. */
export const accountsSearchSchema = v.object({
  ...listSearchEntries,
  sort: urlSort(ACCOUNT_SORT_KEYS),
});
export type AccountsSearch = v.InferOutput<typeof accountsSearchSchema>;

export async function getAccounts(search: AccountsSearch): Promise<Page<Account>> {
  return unwrap(
    await api.GET('/admin/accounts', {
      params: { query: { ...listQuery(search), productCode: WALLET_PRODUCT_CODE } },
    }),
  );
}

export function getAccountsQueryOptions(search: AccountsSearch) {
  return queryOptions({
    queryKey: adminKeys.accounts.list(search),
    queryFn: () => getAccounts(search),
    placeholderData: keepPreviousData,
  });
}

export function useAccounts(search: AccountsSearch) {
  return useQuery(getAccountsQueryOptions(search));
}
