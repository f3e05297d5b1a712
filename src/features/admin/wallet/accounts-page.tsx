import { AdminListScreen } from '../common/admin-list-screen';
import { dateTimeColumn, moneyColumn, textColumn } from '../common/columns';
import type { ListSearchProps } from '../common/use-list-search';
import { getAccounts, useAccounts, type AccountsSearch } from './api/get-accounts';
import type { Account } from './api/types';
import { accountMessages as m } from './messages';

export interface AccountsPageProps extends ListSearchProps<AccountsSearch> {
  /** Opens an account's movements (the movements list filtered by accountId). */
  onOpenAccount: (account: Account) => void;
}

const accountColumns = [
  textColumn<Account>('userName', m.columns.userName, (a) => a.userName, { primary: true, sortable: true }),
  textColumn<Account>('accountId', m.columns.accountId, (a) => a.accountId),
  textColumn<Account>('productCode', m.columns.productCode, (a) => a.productCode),
  moneyColumn<Account>('balance', m.columns.balance, (a) => a.balance, { sortable: true }),
  dateTimeColumn<Account>('createdAt', m.columns.createdAt, (a) => a.createdAt),
];

/** "Hesap Listesi": the CARIHESAP accounts with balances; a row opens the account's movements. */
export function AccountsPage({ search, onSearchChange, onOpenAccount }: AccountsPageProps) {
  return (
    <AdminListScreen
      search={search}
      onSearchChange={onSearchChange}
      texts={m}
      query={useAccounts(search)}
      columns={accountColumns}
      rowKey={(a) => a.accountId}
      onRowClick={onOpenAccount}
      rowLabel={(a) => m.openRow(a.userName)}
      csv={{ fileName: m.csvFile, read: getAccounts }}
    />
  );
}
