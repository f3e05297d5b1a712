// The content and notification lists' SQL (issue 32), written beside server/listing.ts in parallel: the two (and server/listing-money.ts) are to become one.
// The admin lists in SQL (docs/server.md "Admin lists"): the emulated server's paging, Turkish
// free-text search and sorting (mocks/services/listing.ts) as Kysely fragments, so a list is filtered,
// counted, sorted and cut in the database, never loaded whole. Paging and sort keys are read by
// src/domain/listing.ts, the same code the emulated server uses.
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/**
 * A text folded as src/domain/fold-turkish.ts folds it (Turkish lower case, the marks gone:
 * "Şanlıurfa", "SANLIURFA" → "sanliurfa"), whatever the database's locale: the Turkish letters are
 * translated first, then lower() has only ASCII left to change.
 */
export function foldedSql(text: Expression<string>): RawBuilder<string> {
  return sql<string>`lower(translate(${text}, 'ÇĞIİÖŞÜçğıöşüÂÎÛâîû', 'cgiiosucgiosuaiuaiu'))`;
}

/** The search folded as foldedSql folds a column (foldTurkish on the JS side). */
function likePattern(folded: string): string {
  return `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `?q=` in any of the columns (matchesQ: Turkish-folded on both sides, "celik" finds "Çelik");
 * undefined when q is blank (no filter).
 */
export function searchSql(
  query: URLSearchParams,
  fold: (text: string) => string,
  ...columns: Expression<string | null>[]
): Expression<SqlBool> | undefined {
  const q = fold(query.get('q')?.trim() ?? '');
  if (q === '') return undefined;
  const pattern = likePattern(q);
  return sql<SqlBool>`(${sql.join(
    columns.map((c) => sql`${foldedSql(c as Expression<string>)} like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}

/**
 * A text's key in Turkish alphabetical order under the "C" collation, as the emulated server's
 * collator (tr, base letters) orders: case and the marks of â/î/û ignored, but ç, ğ, ı, ö, ş, ü each
 * its own letter after c, g, h, o, s, u ("c{" sorts after every "cz…" and before "d").
 */
export function turkishSortKey(text: Expression<string>): RawBuilder<string> {
  let key = sql<string>`lower(translate(${text}, 'IİÇĞÖŞÜÂÎÛâîû', 'ıiçğöşüaiuaiu'))`;
  for (const [letter, replacement] of [
    ['ç', 'c{'],
    ['ğ', 'g{'],
    ['ı', 'h{'],
    ['ö', 'o{'],
    ['ş', 's{'],
    ['ü', 'u{'],
  ] as const)
    key = sql<string>`replace(${key}, ${letter}, ${replacement})`;
  return sql<string>`(${key}) collate "C"`;
}

export type SortColumn = { text: Expression<string | null> } | { number: Expression<number | null> };

/**
 * ORDER BY terms for `?sort=` (sortRows: empty values last either way, then the key, ties in the
 * list's default order, which the caller appends).
 */
export function sortTerms<K extends string>(
  sort: { key: K; desc: boolean } | null,
  columns: Record<K, SortColumn>,
): RawBuilder<unknown>[] {
  if (!sort) return [];
  const column = columns[sort.key];
  const direction = sort.desc ? sql`desc` : sql`asc`;
  if ('text' in column) {
    const text = column.text as Expression<string>;
    return [sql`(${text} is null or ${text} = '')`, sql`${turkishSortKey(text)} ${direction}`];
  }
  return [sql`(${column.number} is null)`, sql`${column.number} ${direction}`];
}

export function listPage<T>(items: T[], total: number, page: { page: number; pageSize: number }) {
  return { items, total, page: page.page, pageSize: page.pageSize };
}
