// The search params every admin list shares (docs/admin-area.md, pattern 1): page, pageSize and q, validated from the
// URL with valibot. A route spreads `listSearchEntries` into its own schema with its filters, strips
// the defaults from the URL (`stripSearchParams(listSearchDefaults)`) and passes the result to its
// query options. A bad value in a shared link falls back to its default instead of an error page.
import * as v from 'valibot';
import { ID_MAX, TEXT_MAX } from '@/domain/limits';
import { isDayString } from '@/domain/url-values';
import type { components } from './schema';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export const listSearchDefaults = { page: 1, pageSize: 20, q: '', sort: '' } as const;

/** An integer from the URL (the router parses `?page=2` as a number, a hand-edited one may be text). */
function urlInt(min: number, max: number, fallback: number) {
  return v.fallback(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.decimal(), v.transform(Number))]),
      v.integer(),
      v.minValue(min),
      v.maxValue(max),
    ),
    fallback,
  );
}

/** The entries of `listSearchSchema`, to spread into a route's own `v.object({...})` with its filters. */
export const listSearchEntries = {
  page: v.optional(urlInt(1, 100_000, listSearchDefaults.page), listSearchDefaults.page),
  pageSize: v.optional(
    v.fallback(
      v.pipe(urlInt(1, 100, listSearchDefaults.pageSize), v.picklist(PAGE_SIZES)),
      listSearchDefaults.pageSize,
    ),
    listSearchDefaults.pageSize,
  ),
  q: v.optional(
    v.fallback(v.pipe(v.string(), v.trim(), v.maxLength(TEXT_MAX.title)), listSearchDefaults.q),
    listSearchDefaults.q,
  ),
  /** No keys here: a list that sorts names its own with `urlSort`. */
  sort: v.optional(v.fallback(v.picklist(['']), ''), ''),
};

/**
 * The `sort` of a list (the contract's shared parameter): one of the keys its server sorts by,
 * `-` in front for descending; anything else in the URL falls back to the default order ('').
 * Spread over `listSearchEntries`: `sort: urlSort(['createdAt', 'name'])`.
 */
export function urlSort<const K extends string>(keys: readonly K[]) {
  const allowed = keys.flatMap((k) => [k, `-${k}`]) as (K | `-${K}`)[];
  return v.optional(v.fallback(v.picklist([...allowed, '']), ''), '');
}

export const listSearchSchema = v.object(listSearchEntries);
/** What every list's search has (a route's own schema adds its filters and its `sort` keys). */
export interface ListSearch {
  page: number;
  pageSize: number;
  q: string;
  sort?: string;
}

/** An optional integer filter from the URL (a vehicle type, a status): undefined when absent or not allowed. */
export function urlCodeFilter<const T extends readonly number[]>(codes: T) {
  const code = v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.decimal(), v.transform(Number))]),
    v.picklist(codes),
  );
  return v.optional(v.fallback(v.optional(code), undefined));
}

/** An id from the URL (an account, a package, a member): undefined when absent or not an id. */
export const urlId = v.optional(
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
);

/** A day from the URL (`2026-11-24`, a real calendar day): undefined when absent or not a day. */
export const urlDay = v.optional(v.fallback(v.optional(v.pipe(v.string(), v.check(isDayString))), undefined));

/** One page of a list as the contract's lists answer it: the contract's `PageMeta` plus the rows. */
export type Page<T> = components['schemas']['PageMeta'] & { items: T[] };

/** The query of a list call: defaults and empty filters left out, so the cache key is stable. */
export function listQuery<S extends ListSearch>(search: S): Partial<S> {
  const out: Partial<S> = {};
  for (const [key, value] of Object.entries(search) as [keyof S, S[keyof S]][]) {
    if (value === undefined || value === '') continue;
    out[key] = value;
  }
  return out;
}

/** How many pages `total` rows make (at least one, so an empty list still shows page 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The most rows an export reads (a CSV of the current filter): 100 pages of 100. */
const EXPORT_MAX_ROWS = 10_000;

/**
 * Every row of a list's current filter and sort, page by page of 100 (the contract's largest page),
 * up to `EXPORT_MAX_ROWS`: what "CSV İndir" writes for a list the server does not export itself (the
 * shipments' file is the server's, streamed, with no cap: decision 0069).
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number, pageSize: 100) => Promise<Page<T>>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; rows.length < EXPORT_MAX_ROWS; page += 1) {
    const { items, total } = await fetchPage(page, 100);
    rows.push(...items);
    if (items.length === 0 || rows.length >= total) break;
  }
  return rows.slice(0, EXPORT_MAX_ROWS);
}
