// The admin lists' SQL search and Turkish order on one engine (server/listing.test.ts on PGlite,
// server/listing.postgres.test.ts on PostgreSQL): names with İ/I/ı/i, Ş/ş, Ç, Ö, Ü, Ğ, Â, empty
// ones and ties, searched and sorted by server/listing.ts, against what the emulated server does
// with the same rows (src/domain/fold-turkish.ts, src/domain/search.ts, the tr collator of
// mocks/services/listing.ts sortRows: empty values last either way, ties in the default order), and
// against the ids in order written out. Before the lists shared server/listing.ts, this compared it
// with server/listing-money.ts and server/listing-content.ts on the same rows (decision 0070).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { expect } from 'vitest';
import { includesFolded } from '@/domain/fold-turkish';
import { textSearchOf } from '@/domain/listing';
import { matchesPhoneSearch } from '@/domain/search';
import { matchesSql, orderBySql } from './listing';

/** The rows: the default order is by id. */
export const ROWS: readonly { id: number; name: string | null; phone: string | null; n: number | null }[] = [
  { id: 1, name: 'İsmail Işık', phone: '05321112233', n: 2 },
  { id: 2, name: 'ismail', phone: '05329998877', n: 4 },
  { id: 3, name: 'Ilgaz', phone: '05551234567', n: null },
  { id: 4, name: 'ılgaz', phone: '05441234567', n: 3 },
  { id: 5, name: 'Şule', phone: '05001112233', n: 0 },
  { id: 6, name: 'sule', phone: '05001112234', n: 2 },
  { id: 7, name: 'Selin', phone: '05001112235', n: 4 },
  { id: 8, name: 'Çağla', phone: '05301112233', n: 1 },
  { id: 9, name: 'cem', phone: '05301112234', n: 3 },
  { id: 10, name: 'Cz', phone: '05301112235', n: 0 },
  { id: 11, name: 'Ömer Öztürk', phone: '05301112236', n: null },
  { id: 12, name: 'omer', phone: '05301112237', n: 4 },
  { id: 13, name: 'Ümit', phone: '05301112238', n: 1 },
  { id: 14, name: 'Uğur', phone: '05301112239', n: 3 },
  { id: 15, name: 'Ugur', phone: '05301112240', n: 0 },
  { id: 16, name: '', phone: '05301112241', n: 2 },
  { id: 17, name: null, phone: null, n: 4 },
  { id: 18, name: 'ALİ', phone: '05301112243', n: 1 },
  { id: 19, name: 'ali', phone: '05301112244', n: 3 },
  { id: 20, name: 'Âli', phone: '05301112245', n: 0 },
  { id: 21, name: 'Ali Kaya', phone: '05301112246', n: 2 },
  { id: 22, name: 'Zeynep', phone: '05301112247', n: 4 },
  { id: 23, name: 'ğ', phone: '05301112248', n: 1 },
  { id: 24, name: 'ismail', phone: '05329998878', n: 3 },
  { id: 25, name: '%_ yüzde', phone: '05301112249', n: 0 },
];

/** The searches: Turkish letters either case, ASCII spellings, LIKE's wildcards, phones however typed. */
export const SEARCHES = [
  'i',
  'I',
  'ı',
  'İ',
  'ismail',
  'ISMAIL',
  'işık',
  'isik',
  'ş',
  'S',
  'sule',
  'ŞULE',
  'celik',
  'ÇAĞLA',
  'cagla',
  'öz',
  'OZTURK',
  'ü',
  'ugur',
  'ğ',
  'â',
  'ali',
  '%',
  '_',
  'x%',
  '532',
  '0532 999',
  '+90 532 999 88 77',
  '(555) 123',
  '12',
];

const rowsSql = sql`(values ${sql.join(
  ROWS.map((r) => sql`(${r.id}::int, ${r.name}::text, ${r.phone}::text, ${r.n}::int)`),
)}) as t(id, name, phone, n)`;

async function ids(db: Kysely<unknown>, where: RawBuilder<unknown>, order: RawBuilder<unknown>) {
  const { rows } = await sql<{
    id: number;
  }>`select id from ${rowsSql} where ${where} order by ${order}`.execute(db);
  return rows.map((r) => r.id);
}

/** The ids the emulated server finds for `q` (name folded, or the phone's digits), in the default order. */
export function emulatedMatches(q: string): number[] {
  return ROWS.filter(
    (r) => (r.name !== null && includesFolded(r.name, q)) || matchesPhoneSearch(q, r.phone),
  ).map((r) => r.id);
}

const collator = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });

/** The ids in the emulated server's order of `sort=key` / `sort=-key` (sortRows). */
export function emulatedOrder(key: 'name' | 'n', desc: boolean): number[] {
  const empty = (v: string | number | null) => v === null || v === '';
  return ROWS.map((row, index) => ({ row, index, value: row[key] }))
    .sort((a, b) => {
      const an = empty(a.value);
      const bn = empty(b.value);
      if (an || bn) return an === bn ? a.index - b.index : an ? 1 : -1;
      const c =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : collator.compare(String(a.value), String(b.value));
      return c === 0 ? a.index - b.index : desc ? -c : c;
    })
    .map((x) => x.row.id);
}

/** server/listing.ts's search for `q`: the ids it matches, in the default order. */
export const matchesOf = (db: Kysely<unknown>, q: string) =>
  ids(
    db,
    matchesSql(textSearchOf(new URLSearchParams({ q }))!, [sql.ref('name')], [sql.ref('phone')]),
    sql`id`,
  );

/** server/listing.ts's `sort=key` (or `-key`), ties and the rest in the default order (id). */
export const orderOf = (db: Kysely<unknown>, key: 'name' | 'n', desc: boolean) =>
  ids(
    db,
    sql`true`,
    orderBySql({ key, desc }, { name: { value: sql.ref('name'), text: true }, n: { value: sql.ref('n') } }, [
      sql`id`,
    ]),
  );

/** The orders, written out: Turkish alphabetical (ı before i, â as a), empty values last, ties by id. */
export const NAME_ORDER = [
  25, 18, 19, 20, 21, 9, 10, 8, 23, 3, 4, 2, 24, 1, 12, 11, 7, 6, 5, 15, 14, 13, 22, 16, 17,
];
export const NAME_ORDER_DESC = [
  22, 13, 14, 15, 5, 6, 7, 11, 12, 1, 2, 24, 3, 4, 23, 8, 10, 9, 21, 18, 19, 20, 25, 16, 17,
];
export const N_ORDER = [
  5, 10, 15, 20, 25, 8, 13, 18, 23, 1, 6, 16, 21, 4, 9, 14, 19, 24, 2, 7, 12, 17, 22, 3, 11,
];
export const N_ORDER_DESC = [
  2, 7, 12, 17, 22, 4, 9, 14, 19, 24, 1, 6, 16, 21, 8, 13, 18, 23, 5, 10, 15, 20, 25, 3, 11,
];

/** Matches and orders as the emulated server's, and as written out. */
export async function expectListingAsEmulated(db: Kysely<unknown>): Promise<void> {
  for (const q of SEARCHES) expect(await matchesOf(db, q), `q=${q}`).toEqual(emulatedMatches(q));
  const pinned = { name: [NAME_ORDER, NAME_ORDER_DESC], n: [N_ORDER, N_ORDER_DESC] } as const;
  for (const key of ['name', 'n'] as const)
    for (const desc of [false, true]) {
      const label = `sort=${desc ? '-' : ''}${key}`;
      const order = await orderOf(db, key, desc);
      expect(order, label).toEqual(emulatedOrder(key, desc));
      expect(order, label).toEqual(pinned[key][desc ? 1 : 0]);
    }
}
