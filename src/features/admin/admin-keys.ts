// One key factory for the admin area (ADMIN.md 4). Each resource has `lists()` (the prefix every
// page and filter of its list shares: invalidate it after a mutation) and `list(search)`.
import type { ListSearch } from '@/api/list';

const resource = <const R extends string>(name: R) => ({
  all: ['admin', name] as const,
  lists: () => ['admin', name, 'list'] as const,
  list: <S extends ListSearch>(search: S) => ['admin', name, 'list', search] as const,
});

export const adminKeys = {
  all: ['admin'] as const,
  approvals: resource('approvals'),
};
