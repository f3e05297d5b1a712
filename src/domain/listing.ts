// The rules of the admin lists' query parameters, one place for every server (issue 32): paging
// (page, pageSize), the sort key (`sort=key` / `sort=-key`), integer and boolean filters, the date
// range, the Istanbul day, and the free-text search `q` (Turkish-folded text or a phone). The
// emulated server applies them to its rows (mocks/services/listing.ts); the real server turns them
// into SQL, folding Turkish text with `TURKISH_FOLD` (translate + lower) and sorting text by
// `TURKISH_SORT` (decision 0064-issue-32-turkish-search-in-sql).
import { failValidation } from './api-errors';
import { foldTurkish } from './fold-turkish';
import { phoneDigits } from './search';
import { isShipmentStatus, SHIPMENT_STATUS_CODES } from './shipment-status';
import { istanbulDayOf } from './shipment-stats';

/** The page size without `pageSize`, and the largest one a list serves. */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** `page` (from 1) and `pageSize` (1..100), 400 FIELD_INVALID naming each bad one. */
export function pageOf(query: URLSearchParams): { page: number; pageSize: number; offset: number } {
  const page = query.get('page') === null ? 1 : Number(query.get('page'));
  const pageSize = query.get('pageSize') === null ? PAGE_SIZE_DEFAULT : Number(query.get('pageSize'));
  const errors = [];
  if (!Number.isInteger(page) || page < 1) errors.push({ field: 'page', code: 'FIELD_INVALID' });
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > PAGE_SIZE_MAX)
    errors.push({ field: 'pageSize', code: 'FIELD_INVALID' });
  if (errors.length > 0) failValidation(errors);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/**
 * The sort `?sort=key` or `?sort=-key` asks for, among the list's `keys`; null without one. A key
 * the list does not name (inherited names included) is 400. Rows sort by the key (text in Turkish
 * order, case-insensitive; empty values last either way), ties keeping the list's default order.
 */
export function sortOf<K extends string>(
  query: URLSearchParams,
  keys: readonly K[],
): { key: K; desc: boolean } | null {
  const raw = query.get('sort');
  if (raw === null || raw === '') return null;
  const desc = raw.startsWith('-');
  const name = desc ? raw.slice(1) : raw;
  if (!(keys as readonly string[]).includes(name)) failValidation([{ field: 'sort', code: 'FIELD_INVALID' }]);
  return { key: name as K, desc };
}

/** An optional integer query parameter (400 when not an integer). */
export function intParam(query: URLSearchParams, name: string): number | undefined {
  const raw = query.get(name);
  if (raw === null || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n)) failValidation([{ field: name, code: 'FIELD_INVALID' }]);
  return n;
}

/** An optional integer query parameter within [min, max] (400 otherwise). */
export function boundedIntParam(
  query: URLSearchParams,
  name: string,
  min: number,
  max: number,
): number | undefined {
  const n = intParam(query, name);
  if (n !== undefined && (n < min || n > max)) failValidation([{ field: name, code: 'FIELD_INVALID' }]);
  return n;
}

/** An optional `true` / `false` query parameter (400 otherwise). */
export function boolParam(query: URLSearchParams, name: string): boolean | undefined {
  const raw = query.get(name);
  if (raw === null || raw === '') return undefined;
  if (raw !== 'true' && raw !== 'false') failValidation([{ field: name, code: 'FIELD_INVALID' }]);
  return raw === 'true';
}

/** `?status=1&status=2` of the admin's shipments: every value a status code, at most one of each (400 otherwise). */
export function shipmentStatusesParam(query: URLSearchParams): number[] | undefined {
  const raw = query.getAll('status').filter((x) => x !== '');
  if (raw.length === 0) return undefined;
  const codes = raw.map(Number);
  if (
    codes.length > SHIPMENT_STATUS_CODES.length ||
    new Set(codes).size !== codes.length ||
    !codes.every((c) => Number.isInteger(c) && isShipmentStatus(c))
  )
    failValidation([{ field: 'status', code: 'FIELD_INVALID' }]);
  return codes;
}

/** The filters of the admin's shipments (listAdminShipments and exportAdminShipments), each undefined when not asked for. */
export interface AdminShipmentFilter {
  statuses: number[] | undefined;
  vehicleType: number | undefined;
  customerId: number | undefined;
  courierId: number | undefined;
  cityId: number | undefined;
  isTender: boolean | undefined;
  /** Epoch ms, `to` exclusive; ±Infinity when not asked for. */
  from: number;
  to: number;
}

/** The admin shipments' filters of a query (400 naming a bad one), read once for both servers. */
export function adminShipmentFilterOf(query: URLSearchParams): AdminShipmentFilter {
  return {
    statuses: shipmentStatusesParam(query),
    vehicleType: intParam(query, 'vehicleType'),
    customerId: intParam(query, 'customerId'),
    courierId: intParam(query, 'courierId'),
    cityId: boundedIntParam(query, 'cityId', 1, 81),
    isTender: boolParam(query, 'isTender'),
    ...dateRange(query),
  };
}

/** The sort keys of the admin's shipments (listAdminShipments). */
export const ADMIN_SHIPMENT_SORT_KEYS = ['createdAt', 'totalPrice', 'shipmentId', 'shipmentStatus'] as const;

/** from/to (ISO date-time) as epoch ms; `to` is exclusive; missing ones are ±Infinity. */
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

/** The Istanbul day (yyyy-mm-dd) of an instant (Turkey is UTC+3 all year). */
export const istanbulDay = istanbulDayOf;

/** The instant the Istanbul day `day` (yyyy-mm-dd) begins. */
export const istanbulDayStart = (day: string): number => Date.parse(`${day}T00:00:00+03:00`);

/** What a list's `q` asks for: the folded text (never empty), and its digits when it reads as a phone. */
export interface TextSearch {
  /** `foldTurkish(q.trim())`: a row matches when one of its folded texts contains it. */
  folded: string;
  /** Digits (no 0, no +90) when q is a phone's characters with at least 3 digits: a phone containing them matches. */
  phoneDigits: string | null;
}

/** The search of `?q=`; null when there is none (blank). Same rule as search.ts matchesPhoneSearch. */
export function textSearchOf(query: URLSearchParams): TextSearch | null {
  const q = query.get('q')?.trim();
  if (!q) return null;
  const digits = /^[\d\s()+-]+$/.test(q) ? phoneDigits(q) : '';
  return { folded: foldTurkish(q), phoneDigits: digits.length >= 3 ? digits : null };
}

/**
 * foldTurkish in SQL: `lower(translate(text, from, to))` folds Turkish text as foldTurkish does
 * (İ and I to i, the letters with marks to their plain ones, then lower case), without depending
 * on the database's locale (PostgreSQL's lower() does not know İ→i and I→ı). fold-turkish.test.ts
 * checks both agree on every letter of the Turkish alphabet and the marked vowels.
 */
export const TURKISH_FOLD = {
  from: 'İIıÇçĞğÖöŞşÜüÂâÎîÛû',
  to: 'iiiccggoossuuaaiiuu',
} as const;

/** The Turkish alphabet (with q, w, x) in its order: text sorts by where its letters stand here. */
const TURKISH_ALPHABET = 'abcçdefgğhıijklmnoöpqrsştuüvwxyz';

/**
 * Sorting text in Turkish order, case-insensitive, in SQL with byte order (`collate "C"`), on any
 * locale: `translate(lower(translate(text, upper, lower)), letters, keys)`. First Turkish lower
 * case (İ→i, I→ı, then lower()) with the marks of â, î, û dropped (the collator's base letters:
 * "Âli" sorts with "Ali"), then each letter of the alphabet to a character in the same
 * order, above every digit, space and punctuation mark (as the emulated server's Intl.Collator
 * puts them before letters).
 */
export const TURKISH_SORT = {
  upper: 'İIÇĞÖŞÜÂÎÛâîû',
  lower: 'iıçğöşüaiuaiu',
  letters: TURKISH_ALPHABET,
  keys: [...TURKISH_ALPHABET].map((_, i) => String.fromCodePoint(0x3041 + i)).join(''),
} as const;

/** The key TURKISH_SORT's SQL gives a text (for tests and for rows sorted in memory). */
export function turkishSortKey(text: string): string {
  const tr = (s: string, from: string, to: string) =>
    [...s].map((c) => {
      const i = [...from].indexOf(c);
      return i < 0 ? c : [...to][i]!;
    });
  const lowered = tr(text, TURKISH_SORT.upper, TURKISH_SORT.lower).join('').toLowerCase();
  return tr(lowered, TURKISH_SORT.letters, TURKISH_SORT.keys).join('');
}
