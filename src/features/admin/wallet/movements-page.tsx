import { useState } from 'react';
import { Button, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { formatMoney } from '@/domain/format';
import { relationTypeLabels } from '@/domain/wallet';
import type { DataTableColumn } from '@/ui/data-table';
import { AdminListScreen } from '../common/admin-list-screen';
import { dateTimeColumn, moneyColumn, textColumn } from '../common/columns';
import type { ListSearchProps } from '../common/use-list-search';
import { getAccountsQueryOptions } from './api/get-accounts';
import { getMovements, useMovements, type MovementsSearch } from './api/get-movements';
import type { Movement } from './api/types';
import { DateRangeFilter } from '../shipments/date-range-filter';
import { movementMessages as m } from './messages';
import { MovementForm } from './movement-form';
import { istanbulToday } from './days';
import classes from './wallet.module.css';

export type MovementsPageProps = ListSearchProps<MovementsSearch>;

const relationOptions = ([1, 2] as const).map((c) => ({ value: c, label: relationTypeLabels[c] }));

const pickerAccounts = { page: 1, pageSize: 100, q: '', sort: 'userName' } as const;

/** The account: searchable among the first 100 by name; one from a link not among them shows as its number. */
function AccountFilter({ search, onSearchChange }: MovementsPageProps) {
  const accounts = useQuery(getAccountsQueryOptions(pickerAccounts));
  const accountOptions = (accounts.data?.items ?? []).map((a) => ({
    value: String(a.accountId),
    label: `${a.userName} (Hesap ${a.accountId})`,
  }));
  if (search.accountId !== undefined && !accountOptions.some((o) => o.value === String(search.accountId)))
    accountOptions.push({ value: String(search.accountId), label: `Hesap ${search.accountId}` });
  return (
    <Select
      label={m.accountFilter}
      placeholder={m.accountAll}
      searchable
      clearable
      nothingFoundMessage="Hesap bulunamadı"
      data={accountOptions}
      maxDropdownHeight={192}
      value={search.accountId === undefined ? null : String(search.accountId)}
      onChange={(value) => onSearchChange({ accountId: value ? Number(value) : undefined, page: 1 })}
    />
  );
}

const columns: DataTableColumn<Movement>[] = [
  dateTimeColumn<Movement>('createdAt', m.columns.createdAt, (x) => x.createdAt),
  textColumn<Movement>('userName', m.columns.userName, (x) => x.userName ?? '', {
    primary: true,
    sortable: true,
  }),
  {
    key: 'relationType',
    title: m.columns.relationType,
    render: (x) => (
      // Plain text (the sign on the amount says which way); a tinted badge fails contrast.
      <Text component="span" size="sm" fw={600}>
        {relationTypeLabels[x.relationType]}
      </Text>
    ),
    csv: (x) => relationTypeLabels[x.relationType],
  },
  {
    key: 'amount',
    title: m.columns.amount,
    sortable: true,
    textAlign: 'right',
    render: (x) => (
      <span className={classes.money}>
        {x.relationType === 1 ? '+' : '−'}
        {formatMoney(x.amount)}
      </span>
    ),
    csv: (x) => (x.relationType === 1 ? x.amount : -x.amount),
  },
  moneyColumn<Movement>('balanceAfter', m.columns.balanceAfter, (x) => x.balanceAfter),
  textColumn<Movement>('description', m.columns.description, (x) => x.description ?? ''),
];

/** "Hesap Hareketleri": top-ups and refunds with filters in the URL, and the form to record one. */
export function MovementsPage({ search, onSearchChange }: MovementsPageProps) {
  const [adding, setAdding] = useState(false);
  return (
    <AdminListScreen
      search={search}
      onSearchChange={onSearchChange}
      texts={m}
      actions={
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
          {m.add}
        </Button>
      }
      query={useMovements(search)}
      filterColumns="repeat(auto-fit, minmax(220px, 1fr))"
      filters={[
        <AccountFilter key="account" search={search} onSearchChange={onSearchChange} />,
        { name: 'relationType', label: m.typeFilter, all: m.typeAll, options: relationOptions },
        <DateRangeFilter
          key="date"
          label={m.dateFilter}
          description={m.dateHint}
          maxDate={istanbulToday()}
          from={search.from}
          to={search.to}
          onChange={({ from, to }) => onSearchChange({ from, to, page: 1 })}
        />,
      ]}
      cleared={{ accountId: undefined, from: undefined, to: undefined }}
      columns={columns}
      rowKey={(x) => x.movementId}
      csv={{ fileName: m.csvFile, read: getMovements }}
    >
      <MovementForm opened={adding} onClose={() => setAdding(false)} accountId={search.accountId} />
    </AdminListScreen>
  );
}
