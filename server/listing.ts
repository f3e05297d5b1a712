// The admin lists' rules (src/domain/listing.ts) as SQL, for every list of the real server (members,
// shipments, money, content, packages, notifications): Turkish folding for `q`, phones by their
// digits, Turkish order for text sorts, the sort key with its empty values last and ties in the
// list's default order, one page with the count of the same filter (docs/server.md "The admin
// lists"; decision 0070-issue-32-one-listing-helper). server/listing.test.ts and
// server/listing.postgres.test.ts pin the matches and orders on both engines.
import { sql, type AliasedRawBuilder, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { TURKISH_FOLD, TURKISH_SORT, type TextSearch } from '@/domain/listing';

/** foldTurkish(text) in SQL (null stays null). */
export const foldedSql = (text: Expression<string | null>): RawBuilder<string> =>
  sql<string>`lower(translate(${text}, ${TURKISH_FOLD.from}, ${TURKISH_FOLD.to}))`;

/** Whether the folded `text` contains the search's folded text. */
export const containsFolded = (text: Expression<string | null>, search: TextSearch): RawBuilder<boolean> =>
  sql<boolean>`coalesce(strpos(${foldedSql(text)}, ${search.folded}) > 0, false)`;

/** Whether the stored phone (05XXXXXXXXX) holds the search's digits (never, when it is no phone). */
export const phoneContains = (phone: Expression<string | null>, search: TextSearch): RawBuilder<boolean> =>
  search.phoneDigits === null
    ? sql<boolean>`false`
    : sql<boolean>`coalesce(strpos(substr(${phone}, 2), ${search.phoneDigits}) > 0, false)`;

/**
 * Whether a row matches the search: one of its `texts` contains it folded, or one of its `phones`
 * holds its digits (the emulated server's matchesQ || matchesPhone).
 */
export function matchesSql(
  search: TextSearch,
  texts: readonly Expression<string | null>[],
  phones: readonly Expression<string | null>[] = [],
): RawBuilder<boolean> {
  const any = [
    ...texts.map((text) => containsFolded(text, search)),
    ...(search.phoneDigits === null ? [] : phones.map((phone) => phoneContains(phone, search))),
  ];
  return sql<boolean>`(${sql.join(any, sql` or `)})`;
}

/** The key text sorts by in Turkish order, case-insensitive (byte order of the key). */
export const turkishOrderSql = (text: Expression<string | null>): RawBuilder<string> =>
  sql<string>`translate(lower(translate(${text}, ${TURKISH_SORT.upper}, ${TURKISH_SORT.lower})), ${TURKISH_SORT.letters}, ${TURKISH_SORT.keys}) collate "C"`;

/** A sort key of a list: its SQL value, and whether it is text (Turkish order, '' is empty). */
export interface SqlSortKey {
  value: Expression<unknown>;
  text?: boolean;
}

/**
 * The ORDER BY of a list: the `sort` asked for (empty values last either way), then the list's
 * default order, which also breaks every tie (the emulated server's stable sort).
 */
export function orderBySql<K extends string>(
  sort: { key: K; desc: boolean } | null,
  keys: Record<K, SqlSortKey>,
  defaults: readonly RawBuilder<unknown>[],
): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [];
  if (sort) {
    const { value, text } = keys[sort.key];
    const dir = sort.desc ? sql`desc` : sql`asc`;
    // Empty values last either way, and tied among themselves (null and '' alike), so the default
    // order decides between them: their key is null, put last (PostgreSQL puts nulls first going down).
    parts.push(text ? sql`(${value} is null or ${value} = '')` : sql`(${value} is null)`);
    parts.push(
      text
        ? sql`${turkishOrderSql(sql`nullif(${value}, '')`)} ${dir} nulls last`
        : sql`${value} ${dir} nulls last`,
    );
  }
  return sql.join([...parts, ...defaults]);
}

/** The Istanbul day (yyyy-mm-dd) of a timestamptz, as src/domain/listing.ts istanbulDay (UTC+3 all year). */
export const istanbulDaySql = (at: Expression<Date | null>): RawBuilder<string> =>
  sql<string>`to_char((${at} at time zone 'UTC') + interval '3 hours', 'YYYY-MM-DD')`;

/** A list's answer: one page of items, the count of the whole filter, the page asked for. */
export const listPage = <T>(
  items: T[],
  total: number | bigint | string,
  paging: { page: number; pageSize: number },
) => ({
  items,
  total: Number(total),
  page: paging.page,
  pageSize: paging.pageSize,
});

/**
 * A key of a keyset order (an export read in batches): its SQL value, which is never null, its
 * direction, and the SQL type its text (`value::text`, exact, microseconds included) reads back as.
 */
export interface KeysetKey {
  value: Expression<unknown>;
  desc: boolean;
  type: 'timestamptz' | 'int4' | 'int8';
}

/** The ORDER BY of a keyset order. */
export const keysetOrderBy = (keys: readonly KeysetKey[]): RawBuilder<unknown> =>
  sql.join(keys.map((k) => sql`${k.value} ${k.desc ? sql`desc` : sql`asc`}`));

/** The keys' values of a row, as text, in the columns `k0`, `k1`, …: where the next batch starts. */
export const keysetColumns = (keys: readonly KeysetKey[]): AliasedRawBuilder<string, `k${number}`>[] =>
  keys.map((k, i) => sql<string>`(${k.value})::text`.as(`k${i}` as const));

/**
 * The rows after the one whose keys' values were `last` in the keyset order: (k0, k1, …) past
 * (v0, v1, …) key by key. When every key runs one way, one row comparison (an index on the keys
 * serves it); otherwise "k0 from v0 on, and: k0 past v0, or k0 = v0 and k1 past v1, or …" (an index
 * in the keys' order, or its reverse, is read from v0 on).
 */
export function keysetAfter(keys: readonly KeysetKey[], last: readonly string[]): RawBuilder<SqlBool> {
  const values = keys.map((k, i) => sql`cast(${last[i]} as ${sql.raw(k.type)})`);
  const past = (desc: boolean) => (desc ? sql`<` : sql`>`);
  if (keys.every((k) => k.desc === keys[0]!.desc))
    return sql<SqlBool>`(${sql.join(keys.map((k) => k.value))}) ${past(keys[0]!.desc)} (${sql.join(values)})`;
  const alternatives = keys.map((k, i) =>
    sql.join(
      [
        ...keys.slice(0, i).map((before, j) => sql`${before.value} = ${values[j]}`),
        sql`${k.value} ${past(k.desc)} ${values[i]}`,
      ],
      sql` and `,
    ),
  );
  // The first key's bound said again on its own, so an index on the keys is read from there on.
  const first = sql`${keys[0]!.value} ${keys[0]!.desc ? sql`<=` : sql`>=`} ${values[0]}`;
  return sql<SqlBool>`(${first} and (${sql.join(
    alternatives.map((a) => sql`(${a})`),
    sql` or `,
  )}))`;
}
