import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { listQuery, listSearchEntries, urlCodeFilter, urlSort, type Page } from '@/api/list';
import { ID_MAX } from '@/domain/limits';
import { isDayString, RELATION_TYPE_CODES } from '@/domain/wallet';
import { adminKeys } from '../../admin-keys';
import type { Movement } from './types';

/** The keys `GET /admin/account-movements` sorts by (openapi.yaml), the columns' keys. */
export const MOVEMENT_SORT_KEYS = ['createdAt', 'amount', 'userName'] as const;

/** A day in the URL (`2026-11-24`); anything else is dropped. */
const urlDay = v.optional(v.fallback(v.optional(v.pipe(v.string(), v.check(isDayString))), undefined));

/**
 * `/admin/hesap/hareket-listele/?accountId&relationType&from&to&q&sort&page&pageSize`: the
 * movements, of one account when the accounts list opened it.
 */
export const movementsSearchSchema = v.object({
  ...listSearchEntries,
  sort: urlSort(MOVEMENT_SORT_KEYS),
  accountId: v.optional(
    v.fallback(
      v.optional(
        v.pipe(
          v.union([v.number(), v.pipe(v.string(), v.decimal(), v.transform(Number))]),
          v.integer(),
          v.minValue(1),
          v.maxValue(ID_MAX),
        ),
      ),
      undefined,
    ),
  ),
  relationType: urlCodeFilter(RELATION_TYPE_CODES),
  from: urlDay,
  to: urlDay,
});
export type MovementsSearch = v.InferOutput<typeof movementsSearchSchema>;

/** Europe/Istanbul midnight of a day as an instant (Turkey is UTC+3 all year). */
export function istanbulMidnight(day: string, plusDays = 0): string {
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

export function getMovementsQueryOptions(search: MovementsSearch) {
  return queryOptions({
    queryKey: adminKeys.movements.list(search),
    queryFn: () => getMovements(search),
    placeholderData: keepPreviousData,
  });
}

export function useMovements(search: MovementsSearch) {
  return useQuery(getMovementsQueryOptions(search));
}
