import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { listQuery, type Page } from '@/api/list';
import { WALLET_PRODUCT_CODE } from '@/domain/wallet';
import { adminKeys } from '../../admin-keys';
import { pageList } from '../../common/page-query';
import type { Account } from './types';

import type { AccountsSearch } from './search';

export type { AccountsSearch } from './search';

export async function getAccounts(search: AccountsSearch): Promise<Page<Account>> {
  return unwrap(
    await api.GET('/admin/accounts', {
      params: { query: { ...listQuery(search), productCode: WALLET_PRODUCT_CODE } },
    }),
  );
}

export const { options: getAccountsQueryOptions, useList: useAccounts } = pageList(
  (search: AccountsSearch) => adminKeys.accounts.list(search),
  getAccounts,
);
