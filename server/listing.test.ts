// @vitest-environment node
// The admin lists' SQL search and Turkish order on PGlite (server/listing.cases.ts).
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { PGliteDialect } from './db/pglite-dialect';
import { expectListingAsEmulated } from './listing.cases';

let db: Kysely<unknown>;
beforeAll(() => {
  db = new Kysely<unknown>({ dialect: new PGliteDialect(new PGlite()) });
});
afterAll(() => db.destroy());

describe('the admin lists in SQL (PGlite)', () => {
  it('search and Turkish order as the emulated server', () => expectListingAsEmulated(db), 60_000);
});
