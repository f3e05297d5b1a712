// The money lists' SQL (issue 32), written beside server/listing.ts in parallel: the two (and server/listing-content.ts) are to become one.
// The admin lists in SQL (issue 32), as the emulated server pages, sorts and searches them
// (mocks/services/listing.ts): paging is src/domain/listing.ts's pageOf; `sort=key` or `-key` among the list's keys (400 on
// `sort` for another), ties in the list's default order; `q` Turkish-folded on both sides
// (src/domain/fold-turkish.ts) or read as a phone (src/domain/search.ts).
import { sql, type RawBuilder } from 'kysely';
import { failValidation } from '@/domain/api-errors';
import { foldTurkish } from '@/domain/fold-turkish';
import { phoneSearchDigits } from '@/domain/search';

/**
 * The column `?sort=key` (or `-key`) names among the list's `keys` and its direction; null without
 * `sort`; 400 on `sort` for another key. The caller orders by it, then by the list's default order.
 */
export function sortOf<C>(
  query: URLSearchParams,
  keys: Record<string, C>,
): { column: C; direction: 'asc' | 'desc' } | null {
  const raw = query.get('sort');
  if (raw === null || raw === '') return null;
  const desc = raw.startsWith('-');
  const name = desc ? raw.slice(1) : raw;
  if (!Object.hasOwn(keys, name)) return failValidation([{ field: 'sort', code: 'FIELD_INVALID' }]);
  return { column: keys[name] as C, direction: desc ? 'desc' : 'asc' };
}

const UPPER = 'ÇĞİIÖŞÜÂÎÛ';
const UPPER_LOWER = 'çğiıöşüâîû';

/** A text as foldTurkish folds it (Turkish lower case, then the plain letters). */
export function foldedSql(text: RawBuilder<unknown> | string): RawBuilder<string> {
  const expr = typeof text === 'string' ? sql.ref(text) : text;
  return sql<string>`translate(lower(translate(${expr}, ${UPPER}, ${UPPER_LOWER})), 'çğıöşüâîû', 'cgiosuaiu')`;
}

/** Whether the folded text holds the folded search (a blank search is not asked for). */
export function containsFolded(text: RawBuilder<unknown> | string, q: string) {
  return sql<boolean>`strpos(${foldedSql(text)}, ${foldTurkish(q.trim())}) > 0`;
}

/**
 * A name's sort key in Turkish alphabetical order, compared byte for byte (`collate "C"`): Turkish
 * lower case, each of ç ğ ı ö ş ü after its plain letter (c < ç < d, ı < i), marks removed.
 */
export function turkishSortKey(text: RawBuilder<unknown> | string): RawBuilder<string> {
  const expr = typeof text === 'string' ? sql.ref(text) : text;
  let key = sql`translate(lower(translate(${expr}, ${UPPER}, ${UPPER_LOWER})), 'âîû', 'aiu')`;
  for (const [letter, after] of [
    ['ç', 'c{'],
    ['ğ', 'g{'],
    ['ı', 'h{'],
    ['ö', 'o{'],
    ['ş', 's{'],
    ['ü', 'u{'],
  ])
    key = sql`replace(${key}, ${letter}, ${after})`;
  return sql<string>`(${key}) collate "C"`;
}

/** A phone's digits as phoneDigits reads them (no country code, no leading 0). */
export function phoneDigitsSql(phone: string): RawBuilder<string> {
  return sql<string>`regexp_replace(regexp_replace(regexp_replace(${sql.ref(phone)}, '\\D', '', 'g'), '^90(?=5\\d{9}$)', ''), '^0', '')`;
}

/** The digits `q` looks for in phones, or null when `q` is not a phone search. */
export const phoneSearch = (query: URLSearchParams): string | null => phoneSearchDigits(query.get('q') ?? '');
