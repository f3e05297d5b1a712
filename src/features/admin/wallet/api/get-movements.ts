import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { listQuery, type Page } from '@/api/list';
import { adminKeys } from '../../admin-keys';
import { pageList } from '../../common/page-query';
import type { Movement } from './types';

import type { MovementsSearch } from './search';

export type { MovementsSearch } from './search';

/** Europe/Istanbul midnight of a day as an instant (Turkey is UTC+3 all year). */
function istanbulMidnight(day: string, plusDays = 0): string {
  const t = Date.parse(`${day}T00:00:00+03:00`) + plusDays * 86_400_000;
  return new Date(t).toISOString();
}

export async function getMovements(search: MovementsSearch): Promise<Page<Movement>> {
  const { from, to, ...rest } = search;
  return unwrap(
    await api.GET('/admin/account-movements', {
      params: {
        query: {
          ...listQuery(rest),
          // Days, both included: from its midnight to the midnight after `to`.
          ...(from ? { from: istanbulMidnight(from) } : {}),
          ...(to ? { to: istanbulMidnight(to, 1) } : {}),
        },
      },
    }),
  );
}

export const { options: getMovementsQueryOptions, useList: useMovements } = pageList(
  (search: MovementsSearch) => adminKeys.movements.list(search),
  getMovements,
);
