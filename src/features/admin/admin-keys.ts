// One key factory for the admin area (docs/admin-area.md, pattern 4). Each resource has `lists()` (the prefix every
// page and filter of its list shares: invalidate it after a mutation) and `list(search)`.
import type { ListSearch } from '@/api/list';

const resource = <const R extends string>(name: R) => ({
  all: ['admin', name] as const,
  lists: () => ['admin', name, 'list'] as const,
  list: <S extends ListSearch>(search: S) => ['admin', name, 'list', search] as const,
  /** One row or a screen that is not a list (a member's detail, a day's statistics). */
  detail: (id: string | number) => ['admin', name, 'detail', id] as const,
});

export const adminKeys = {
  all: ['admin'] as const,
  approvals: resource('approvals'),
  // One per admin resource (issue 18), declared together so parallel work adds no lines here.
  dashboard: resource('dashboard'),
  members: resource('members'),
  memberStats: resource('memberStats'),
  shipments: resource('shipments'),
  shipmentStats: resource('shipmentStats'),
  accounts: resource('accounts'),
  movements: resource('movements'),
  accounting: resource('accounting'),
  reconciliation: resource('reconciliation'),
  packages: resource('packages'),
  memberPackages: resource('memberPackages'),
  packageStats: resource('packageStats'),
  notifications: resource('notifications'),
  help: resource('help'),
  dynamicPages: resource('dynamicPages'),
};
