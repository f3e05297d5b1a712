import { useState } from 'react';
import { Button, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { fetchAllPages } from '@/api/list';
import { formatDateTime, formatMoney } from '@/domain/format';
import { relationTypeLabels } from '@/domain/wallet';
import { DataTable, searchPaging, type DataTableColumn } from '@/ui/data-table';
import { listEmptyText } from '@/ui/filtered-empty';
import { PageTitle } from '@/ui/page-title';
import { FilterSelect } from '../common/filter-select';
import { ListSearchBox } from '../common/list-search-box';
import type { ListSearchProps } from '../common/use-list-search';
import { getAccountsQueryOptions } from './api/get-accounts';
import { getMovements, useMovements, type MovementsSearch } from './api/get-movements';
import type { Movement } from './api/types';
import { QueryView } from '../common/query-view';
import { DateRangeFilter } from '../shipments/date-range-filter';
import { useListFilters } from '../common/use-list-filters';
import { movementMessages as m } from './messages';
import { MovementForm } from './movement-form';
import { istanbulToday } from './days';
import classes from './wallet.module.css';

export type MovementsPageProps = ListSearchProps<MovementsSearch>;

const pickerAccounts = { page: 1, pageSize: 100, q: '', sort: 'userName' } as const;

function Filters({ search, onSearchChange }: MovementsPageProps) {
  const accounts = useQuery(getAccountsQueryOptions(pickerAccounts));
  const accountOptions = (accounts.data?.items ?? []).map((a) => ({
    value: String(a.accountId),
    label: `${a.userName} (Hesap ${a.accountId})`,
  }));
  // A filtered account not on the picker's page still shows as its number.
  if (search.accountId !== undefined && !accountOptions.some((o) => o.value === String(search.accountId)))
    accountOptions.push({ value: String(search.accountId), label: `Hesap ${search.accountId}` });
  return (
    <div className={classes.filters} role="search">
      <ListSearchBox
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        value={search.q}
        onSearch={(q) => onSearchChange({ q, page: 1 })}
      />
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
      <FilterSelect
        label={m.typeFilter}
        value={search.relationType === undefined ? '' : String(search.relationType)}
        data={[
          { value: '', label: m.typeAll },
          { value: '1', label: relationTypeLabels[1] },
          { value: '2', label: relationTypeLabels[2] },
        ]}
        onChange={(e) => {
          const value = e.currentTarget.value;
          onSearchChange({ relationType: value === '1' ? 1 : value === '2' ? 2 : undefined, page: 1 });
        }}
      />
      <DateRangeFilter
        label={m.dateFilter}
        description={m.dateHint}
        maxDate={istanbulToday()}
        from={search.from}
        to={search.to}
        onChange={({ from, to }) => onSearchChange({ from, to, page: 1 })}
      />
    </div>
  );
}

const columns: DataTableColumn<Movement>[] = [
  {
    key: 'createdAt',
    title: m.columns.createdAt,
    sortable: true,
    render: (x) => formatDateTime(x.createdAt),
    csv: (x) => formatDateTime(x.createdAt),
  },
  {
    key: 'userName',
    title: m.columns.userName,
    primary: true,
    sortable: true,
    render: (x) => x.userName ?? '',
    csv: (x) => x.userName ?? '',
  },
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
  {
    key: 'balanceAfter',
    title: m.columns.balanceAfter,
    textAlign: 'right',
    render: (x) => <span className={classes.money}>{formatMoney(x.balanceAfter)}</span>,
    csv: (x) => x.balanceAfter,
  },
  {
    key: 'description',
    title: m.columns.description,
    render: (x) => x.description ?? '',
    csv: (x) => x.description ?? '',
  },
];

/** "Hesap Hareketleri": top-ups and refunds with filters in the URL, and the form to record one. */
export function MovementsPage({ search, onSearchChange }: MovementsPageProps) {
  const movements = useMovements(search);
  const [adding, setAdding] = useState(false);
  const filters = useListFilters(search, onSearchChange, {
    q: '',
    accountId: undefined,
    relationType: undefined,
    from: undefined,
    to: undefined,
  });
  return (
    <Stack gap="md">
      <PageTitle
        title={m.title}
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
            {m.add}
          </Button>
        }
      />
      <Text c="dimmed">{m.summary}</Text>
      <Filters search={search} onSearchChange={onSearchChange} />
      <QueryView query={movements} kind="list" skeletonHeight={220}>
        {(data) => (
          <DataTable
            label={m.tableLabel}
            columns={columns}
            page={data}
            rowKey={(x) => x.movementId}
            fetching={movements.isPlaceholderData}
            countText={m.count}
            {...searchPaging(search, onSearchChange)}
            csv={{
              fileName: m.csvFile,
              rows: () => fetchAllPages((page, pageSize) => getMovements({ ...search, page, pageSize })),
            }}
            emptyText={listEmptyText(filters, m)}
          />
        )}
      </QueryView>
      <MovementForm opened={adding} onClose={() => setAdding(false)} accountId={search.accountId} />
    </Stack>
  );
}
