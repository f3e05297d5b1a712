import { Stack, Text } from '@mantine/core';
import { FilterSelect } from '../common/filter-select';
import { ListSearchBox } from '../common/list-search-box';
import type { ListSearchProps } from '../common/use-list-search';
import { QueryView } from '../common/query-view';
import { useListFilters } from '../common/use-list-filters';
import { formatDateTime, formatPhone } from '@/domain/format';
import { memberStatusLabel, memberStatusLabels } from '@/domain/member-status';
import { MEMBER_STATUS_CODES } from '@/domain/url-values';
import { csvDigits } from '@/ui/csv';
import { DataTable, searchPaging, type DataTableColumn } from '@/ui/data-table';
import { listEmptyText } from '@/ui/filtered-empty';
import { PageTitle } from '@/ui/page-title';
import { getAllMembers, useMembers } from './api/get-members';
import { MEMBER_ROLES, type MembersSearch } from './api/search';
import type { Member } from './api/types';
import { MemberStatusBadge } from './member-status-badge';
import { memberMessages as m, roleLabels } from './messages';
import classes from './members-page.module.css';

export interface MembersPageProps extends ListSearchProps<MembersSearch> {
  /** Opens a member's detail. */
  onOpen: (member: Member) => void;
}

const rolesText = (member: Member) =>
  member.roles.map((r) => (r === 'anonymous' ? r : roleLabels[r])).join(', ');

function Filters({ search, onSearchChange }: Pick<MembersPageProps, 'search' | 'onSearchChange'>) {
  return (
    <div className={classes.filters} role="search">
      <ListSearchBox
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        value={search.q}
        onSearch={(q) => onSearchChange({ q, page: 1 })}
      />
      <FilterSelect
        label={m.roleFilter}
        value={search.role ?? ''}
        data={[{ value: '', label: m.all }, ...MEMBER_ROLES.map((r) => ({ value: r, label: roleLabels[r] }))]}
        onChange={(e) => {
          const value = e.currentTarget.value;
          onSearchChange({ role: MEMBER_ROLES.find((r) => r === value), page: 1 });
        }}
      />
      <FilterSelect
        label={m.statusFilter}
        value={search.status === undefined ? '' : String(search.status)}
        data={[
          { value: '', label: m.all },
          ...MEMBER_STATUS_CODES.map((c) => ({ value: String(c), label: memberStatusLabels[c] })),
        ]}
        onChange={(e) => {
          const value = Number(e.currentTarget.value);
          onSearchChange({ status: MEMBER_STATUS_CODES.find((c) => c === value), page: 1 });
        }}
      />
    </div>
  );
}

/**
 * "Üye Listesi": every member, searchable by name and phone, filtered by role and status, sorted by
 * name, date or status, exported as CSV; a row opens the member. Filters live in the URL.
 */
export function MembersPage({ search, onSearchChange, onOpen }: MembersPageProps) {
  const members = useMembers(search);
  const filters = useListFilters(search, onSearchChange, { q: '', role: undefined, status: undefined });

  const columns: DataTableColumn<Member>[] = [
    {
      key: 'name',
      title: m.columns.name,
      primary: true,
      sortable: true,
      render: (u) => (
        <span className={classes.name}>
          {u.name} {u.surname}
        </span>
      ),
      csv: (u) => `${u.name} ${u.surname ?? ''}`.trim(),
    },
    {
      key: 'phone',
      title: m.columns.phone,
      render: (u) => <span style={{ whiteSpace: 'nowrap' }}>{formatPhone(u.phone)}</span>,
      csv: (u) => csvDigits(u.phone),
    },
    { key: 'roles', title: m.columns.roles, render: rolesText, csv: rolesText },
    {
      key: 'city',
      title: m.columns.city,
      render: (u) => u.cityName ?? m.unknownCity,
      csv: (u) => u.cityName ?? '',
    },
    {
      key: 'status',
      title: m.columns.status,
      sortable: true,
      width: 150,
      render: (u) => <MemberStatusBadge status={u.status} />,
      csv: (u) => memberStatusLabel(u.status),
    },
    {
      key: 'createdAt',
      title: m.columns.createdAt,
      sortable: true,
      render: (u) => formatDateTime(u.createdAt),
      csv: (u) => formatDateTime(u.createdAt),
    },
  ];

  return (
    <Stack gap="md">
      <PageTitle title={m.title} />
      <Text c="dimmed">{m.summary}</Text>
      <Filters search={search} onSearchChange={onSearchChange} />
      <QueryView query={members} kind="list" skeletonHeight={320}>
        {(data) => (
          <DataTable
            label={m.tableLabel}
            columns={columns}
            page={data}
            rowKey={(u) => u.userId}
            fetching={members.isPlaceholderData}
            countText={m.count}
            {...searchPaging(search, onSearchChange)}
            onRowClick={onOpen}
            rowLabel={m.openRow}
            csv={{ fileName: m.csvFile, rows: () => getAllMembers(search) }}
            emptyText={listEmptyText(filters, m)}
          />
        )}
      </QueryView>
    </Stack>
  );
}
