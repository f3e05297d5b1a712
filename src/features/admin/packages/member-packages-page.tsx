import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { fetchAllPages } from '@/api/list';
import { formatDate, formatDateTime, formatMoney } from '@/domain/format';
import { allowedUserPackageStatuses, userPackageStatusLabel } from '@/domain/packages';
import { USER_PACKAGE_STATUS_CODES, type UserPackageStatusCode } from '@/domain/url-values';
import { DataTable, searchPaging, type DataTableColumn } from '@/ui/data-table';
import { listEmptyText } from '@/ui/filtered-empty';
import { PageTitle } from '@/ui/page-title';
import { runAction } from '@/ui/run-action';
import { FilterSelect } from '../common/filter-select';
import { ListSearchBox } from '../common/list-search-box';
import type { ListSearchProps } from '../common/use-list-search';
import { QueryView } from '../common/query-view';
import { useListFilters } from '../common/use-list-filters';
import { MemberSelect } from '../common/member-select';
import { useChangeMemberPackageStatus } from './api/change-member-package-status';
import { getMemberPackages, useMemberPackages, type MemberPackagesSearch } from './api/get-member-packages';
import { allPackagesQueryOptions } from './api/get-packages';
import type { UserPackage } from './api/types';
import { memberPackageMessages as m } from './messages';
import classes from './packages.module.css';

export type MemberPackagesPageProps = ListSearchProps<MemberPackagesSearch>;

export const userPackageStatusColors: Record<UserPackageStatusCode, string> = {
  1: 'orange',
  2: 'green',
  3: 'gray',
  4: 'red',
};

function Filters({ search, onSearchChange }: MemberPackagesPageProps) {
  const packages = useQuery(allPackagesQueryOptions());
  return (
    <div className={classes.filters} data-wide role="search">
      <ListSearchBox
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        value={search.q}
        onSearch={(q) => onSearchChange({ q, page: 1 })}
      />
      <FilterSelect
        label={m.statusFilter}
        value={search.status === undefined ? '' : String(search.status)}
        data={[
          { value: '', label: m.all },
          ...USER_PACKAGE_STATUS_CODES.map((c) => ({ value: String(c), label: userPackageStatusLabel(c) })),
        ]}
        onChange={(e) => {
          const code = Number(e.currentTarget.value);
          onSearchChange({
            status: USER_PACKAGE_STATUS_CODES.find((c) => c === code),
            page: 1,
          });
        }}
      />
      <FilterSelect
        label={m.packageFilter}
        value={search.packageId === undefined ? '' : String(search.packageId)}
        data={[
          { value: '', label: m.all },
          ...(packages.data ?? []).map((p) => ({ value: String(p.packageId), label: p.name })),
          // A package from a link that is not (yet) among the loaded ones keeps its value.
          ...(search.packageId !== undefined && !packages.data?.some((p) => p.packageId === search.packageId)
            ? [{ value: String(search.packageId), label: `#${search.packageId}` }]
            : []),
        ]}
        onChange={(e) => {
          const id = Number(e.currentTarget.value);
          onSearchChange({ packageId: id > 0 ? id : undefined, page: 1 });
        }}
      />
      <MemberSelect
        label={m.memberFilter}
        placeholder={m.memberPlaceholder}
        value={search.userId}
        onChange={(userId) => onSearchChange({ userId, page: 1 })}
      />
    </div>
  );
}

/**
 * "Üye Paketleri": members' packages with their statuses; the buttons of a row are the changes
 * the transition table (domain/packages.ts) allows from its status, each confirmed first.
 */
export function MemberPackagesPage({ search, onSearchChange }: MemberPackagesPageProps) {
  const list = useMemberPackages(search);
  const change = useChangeMemberPackageStatus();
  const filters = useListFilters(search, onSearchChange, {
    q: '',
    status: undefined,
    packageId: undefined,
    userId: undefined,
  });

  const changeTo = (up: UserPackage, status: UserPackageStatusCode) =>
    runAction({
      confirm: {
        title: m.confirmTitle(status),
        text: m.confirmText(up, status),
        confirmLabel: m.action[status],
        danger: status === 4,
      },
      action: () => change.mutateAsync({ userPackageId: up.userPackageId, status }),
      success: m.changed,
    });

  const busyWith = (up: UserPackage) =>
    change.isPending && change.variables.userPackageId === up.userPackageId;

  const columns: DataTableColumn<UserPackage>[] = [
    {
      key: 'userName',
      title: m.columns.userName,
      primary: true,
      sortable: true,
      csv: (up) => up.userName ?? '',
      render: (up) => <span className={classes.name}>{up.userName}</span>,
    },
    {
      key: 'packageName',
      title: m.columns.packageName,
      sortable: true,
      csv: (up) => up.packageName ?? '',
      render: (up) => up.packageName,
    },
    {
      key: 'status',
      title: m.columns.status,
      sortable: true,
      csv: (up) => userPackageStatusLabel(up.status),
      render: (up) => (
        <Badge color={userPackageStatusColors[up.status]} variant="light">
          {userPackageStatusLabel(up.status)}
        </Badge>
      ),
    },
    {
      key: 'price',
      title: m.columns.price,
      sortable: true,
      textAlign: 'right',
      csv: (up) => up.price,
      render: (up) => formatMoney(up.price),
      nowrap: true,
    },
    {
      key: 'startDate',
      title: m.columns.startDate,
      sortable: true,
      csv: (up) => (up.startDate ? formatDate(up.startDate) : ''),
      render: (up) => (up.startDate ? formatDate(up.startDate) : '—'),
    },
    {
      key: 'endDate',
      title: m.columns.endDate,
      sortable: true,
      csv: (up) => (up.endDate ? formatDate(up.endDate) : ''),
      render: (up) => (up.endDate ? formatDate(up.endDate) : '—'),
    },
    {
      key: 'createdAt',
      title: m.columns.createdAt,
      sortable: true,
      csv: (up) => (up.createdAt ? formatDateTime(up.createdAt) : ''),
      render: (up) => (up.createdAt ? formatDateTime(up.createdAt) : ''),
    },
    {
      key: 'actions',
      title: m.columns.actions,
      actions: true,
      // No fixed width: at 768 px the buttons stack rather than push the table sideways.
      render: (up) => {
        const next = allowedUserPackageStatuses(up.status);
        if (next.length === 0) return <Text c="dimmed">{m.noAction}</Text>;
        return (
          <div className={classes.actions}>
            {next.map((status) => (
              <Button
                key={status}
                variant={status === 2 ? 'filled' : 'light'}
                color={status === 4 ? 'red' : status === 3 ? 'gray' : undefined}
                aria-label={m.actionLabel(up, status)}
                loading={busyWith(up) && change.variables?.status === status}
                disabled={busyWith(up)}
                onClick={() => void changeTo(up, status)}
              >
                {m.action[status]}
              </Button>
            ))}
          </div>
        );
      },
    },
  ];

  return (
    <Stack gap="md">
      <PageTitle title={m.title} />
      <Text c="dimmed">{m.summary}</Text>
      <Filters search={search} onSearchChange={onSearchChange} />
      <QueryView query={list} kind="list" skeletonHeight={220}>
        {(data) => (
          <DataTable
            label={m.tableLabel}
            columns={columns}
            page={data}
            rowKey={(up) => up.userPackageId}
            fetching={list.isPlaceholderData}
            countText={m.count}
            {...searchPaging(search, onSearchChange)}
            csv={{
              fileName: m.csvFile,
              rows: () => fetchAllPages((page, pageSize) => getMemberPackages({ ...search, page, pageSize })),
            }}
            emptyText={listEmptyText(filters, m)}
          />
        )}
      </QueryView>
    </Stack>
  );
}
