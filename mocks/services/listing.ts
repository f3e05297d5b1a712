// Paging, Turkish free-text search and date filters of the admin lists.
import { matchesPhoneSearch } from '@/domain/search';
import type { Page } from '@/api/list';
import { includesFolded } from '@/domain/fold-turkish';
import { failValidation } from '@/domain/api-errors';
import { pageRequest, sortRequest } from '@/domain/list-query';

export { boolParam, intParam } from '@/domain/list-query';

/** The keys a list sorts by (the contract's `sort` parameter): each reads one value of a row. */
export type SortKeys<T> = Record<string, (row: T) => string | number | null | undefined>;

const collator = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });

/**
 * Rows in the order `?sort=key` or `?sort=-key` asks for (stable: ties keep the default order;
 * empty values last either way). No `sort`: the rows as given. A key the list does not name: 400.
 */
export function sortRows<T>(rows: readonly T[], query: URLSearchParams, keys: SortKeys<T>): T[] {
  const sort = sortRequest(query, Object.keys(keys));
  if (!sort) return [...rows];
  const read = keys[sort.key] ?? (() => null);
  const desc = sort.desc;
  const dir = desc ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index, value: read(row) }))
    .sort((a, b) => {
      const an = a.value === null || a.value === undefined || a.value === '';
      const bn = b.value === null || b.value === undefined || b.value === '';
      if (an || bn) return an === bn ? a.index - b.index : an ? 1 : -1;
      const c =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : collator.compare(String(a.value), String(b.value));
      return c === 0 ? a.index - b.index : c * dir;
    })
    .map((x) => x.row);
}

/**
 * One page of `rows` (already filtered, in their default order), sorted first by `?sort` when the
 * list names `sortKeys`; a `sort` on a list without keys is 400.
 */
export function paginate<T, U>(
  rows: readonly T[],
  query: URLSearchParams,
  map: (row: T) => U,
  sortKeys: SortKeys<T> = {},
): Page<U> {
  const { page, pageSize, offset: start } = pageRequest(query);
  const sorted = sortRows(rows, query, sortKeys);
  return { items: sorted.slice(start, start + pageSize).map(map), total: rows.length, page, pageSize };
}

/**
 * Whether `q` is in any of the texts, Turkish-folded on both sides (src/domain/fold-turkish.ts, as
 * the customer's dropdowns match): "celik" finds "Çelik", "AYSE" finds "Ayşe"; true when q is empty.
 */
export function matchesQ(query: URLSearchParams, ...texts: (string | number | null | undefined)[]): boolean {
  const q = query.get('q')?.trim();
  if (!q) return true;
  return texts.some((t) => t !== null && t !== undefined && includesFolded(String(t), q));
}

/**
 * Whether `q` is (part of) one of the phones (src/domain/search.ts: at least 3 digits, nothing but a
 * phone's characters, however either is written).
 */
export function matchesPhone(query: URLSearchParams, ...phones: (string | null | undefined)[]): boolean {
  return matchesPhoneSearch(query.get('q') ?? '', ...phones);
}

/** from/to (ISO date-time) as epoch ms; `to` is exclusive. */
export function dateRange(query: URLSearchParams): { from: number; to: number } {
  const parse = (name: string, fallback: number) => {
    const raw = query.get(name);
    if (raw === null || raw === '') return fallback;
    const t = Date.parse(raw);
    if (Number.isNaN(t)) failValidation([{ field: name, code: 'FIELD_INVALID' }]);
    return t;
  };
  return { from: parse('from', -Infinity), to: parse('to', Infinity) };
}

/** Turkey is UTC+3 all year (no daylight saving since 2016). */
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;

export function istanbulDay(ms: number): string {
  return new Date(ms + ISTANBUL_OFFSET_MS).toISOString().slice(0, 10);
}

export function statCounts<T>(
  rows: readonly T[],
  codes: readonly number[],
  pick: (row: T) => number,
  label: (code: number) => string,
): { code: number; name: string; count: number }[] {
  return codes.map((code) => ({
    code,
    name: label(code),
    count: rows.filter((r) => pick(r) === code).length,
  }));
}
