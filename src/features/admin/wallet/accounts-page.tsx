import { Stack, Text } from '@mantine/core';
import { fetchAllPages } from '@/api/list';
import { formatDateTime, formatMoney } from '@/domain/format';
import { DataTable, searchPaging, type DataTableColumn } from '@/ui/data-table';
import { listEmptyText } from '@/ui/filtered-empty';
import { PageTitle } from '@/ui/page-title';
import { ListSearchBox } from '../common/list-search-box';
import type { ListSearchProps } from '../common/use-list-search';
import { getAccounts, useAccounts, type AccountsSearch } from './api/get-accounts';
import type { Account } from './api/types';
import { QueryView } from '../common/query-view';
import { useListFilters } from '../common/use-list-filters';
import { accountMessages as m } from './messages';
import classes from './wallet.module.css';

export interface AccountsPageProps extends ListSearchProps<AccountsSearch> {
  /** Opens an account's movements (the movements list filtered by accountId). */
  onOpenAccount: (account: Account) => void;
}

function SearchBox({ search, onSearchChange }: Pick<AccountsPageProps, 'search' | 'onSearchChange'>) {
  return (
    <div className={classes.filters} role="search">
      <ListSearchBox
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        value={search.q}
        onSearch={(q) => onSearchChange({ q, page: 1 })}
      />
    </div>
  );
}

export const accountColumns: DataTableColumn<Account>[] = [
  {
    key: 'userName',
    title: m.columns.userName,
    primary: true,
    sortable: true,
    render: (a) => a.userName,
    csv: (a) => a.userName,
  },
  { key: 'accountId', title: m.columns.accountId, render: (a) => a.accountId, csv: (a) => a.accountId },
  {
    key: 'productCode',
    title: m.columns.productCode,
    render: (a) => a.productCode,
    csv: (a) => a.productCode,
  },
  {
    key: 'balance',
    title: m.columns.balance,
    sortable: true,
    textAlign: 'right',
    render: (a) => <span className={classes.money}>{formatMoney(a.balance)}</span>,
    csv: (a) => a.balance,
  },
  {
    key: 'createdAt',
    title: m.columns.createdAt,
    sortable: true,
    render: (a) => formatDateTime(a.createdAt),
    csv: (a) => formatDateTime(a.createdAt),
  },
];

/** "Hesap Listesi": the CARIHESAP accounts with balances; a row opens the account's movements. */
export function AccountsPage({ search, onSearchChange, onOpenAccount }: AccountsPageProps) {
  const accounts = useAccounts(search);
  const filters = useListFilters(search, onSearchChange, { q: '' });
  return (
    <Stack gap="md">
      <PageTitle title={m.title} />
      <Text c="dimmed">{m.summary}</Text>
      <SearchBox search={search} onSearchChange={onSearchChange} />
      <QueryView query={accounts} kind="list" skeletonHeight={220}>
        {(data) => (
          <DataTable
            label={m.tableLabel}
            columns={accountColumns}
            page={data}
            rowKey={(a) => a.accountId}
            fetching={accounts.isPlaceholderData}
            countText={m.count}
            {...searchPaging(search, onSearchChange)}
            onRowClick={onOpenAccount}
            rowLabel={(a) => m.openRow(a.userName)}
            csv={{
              fileName: m.csvFile,
              rows: () => fetchAllPages((page, pageSize) => getAccounts({ ...search, page, pageSize })),
            }}
            emptyText={listEmptyText(filters, m)}
          />
        )}
      </QueryView>
    </Stack>
  );
}
