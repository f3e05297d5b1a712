import { memberStatusLabel, memberStatusLabels } from '@/domain/member-status';
import { MEMBER_STATUS_CODES } from '@/domain/url-values';
import { AdminListScreen, type ListSelectFilter } from '../common/admin-list-screen';
import { dateTimeColumn, phoneColumn, textColumn } from '../common/columns';
import type { ListSearchProps } from '../common/use-list-search';
import { getMembers, useMembers } from './api/get-members';
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

const filters: ListSelectFilter<MembersSearch>[] = [
  {
    name: 'role',
    label: m.roleFilter,
    all: m.all,
    options: MEMBER_ROLES.map((r) => ({ value: r, label: roleLabels[r] })),
  },
  {
    name: 'status',
    label: m.statusFilter,
    all: m.all,
    options: MEMBER_STATUS_CODES.map((c) => ({ value: c, label: memberStatusLabels[c] })),
  },
];

const columns = [
  textColumn<Member>('name', m.columns.name, (u) => `${u.name} ${u.surname ?? ''}`.trim(), {
    primary: true,
    sortable: true,
    render: (u) => (
      <span className={classes.name}>
        {u.name} {u.surname}
      </span>
    ),
  }),
  phoneColumn<Member>('phone', m.columns.phone, (u) => u.phone),
  textColumn<Member>('roles', m.columns.roles, rolesText),
  textColumn<Member>('city', m.columns.city, (u) => u.cityName ?? '', {
    render: (u) => u.cityName ?? m.unknownCity,
  }),
  textColumn<Member>('status', m.columns.status, (u) => memberStatusLabel(u.status), {
    sortable: true,
    width: 150,
    render: (u) => <MemberStatusBadge status={u.status} />,
  }),
  dateTimeColumn<Member>('createdAt', m.columns.createdAt, (u) => u.createdAt),
];

/**
 * "Üye Listesi": every member, searchable by name and phone, filtered by role and status, sorted by
 * name, date or status, exported as CSV; a row opens the member. Filters live in the URL.
 */
export function MembersPage({ search, onSearchChange, onOpen }: MembersPageProps) {
  return (
    <AdminListScreen
      search={search}
      onSearchChange={onSearchChange}
      texts={m}
      query={useMembers(search)}
      filters={filters}
      filterColumns="minmax(0, 1fr) 10rem 10rem"
      columns={columns}
      rowKey={(u) => u.userId}
      onRowClick={onOpen}
      rowLabel={m.openRow}
      csv={{ fileName: m.csvFile, read: getMembers }}
      skeletonHeight={320}
    />
  );
}
