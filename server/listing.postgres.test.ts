// @vitest-environment node
// The admin lists' SQL search and Turkish order on a real PostgreSQL (server/listing.cases.ts),
// whose lower() and collation depend on its locale, unlike PGlite's. Runs when PG_TEST_URL is set
// (`npm run test:server:pg`); skipped otherwise.
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectListingAsEmulated } from './listing.cases';

const PG_TEST_URL = process.env.PG_TEST_URL;
let db: Kysely<unknown>;
beforeAll(() => {
  if (PG_TEST_URL)
    db = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: PG_TEST_URL, max: 1 }) }),
    });
});
afterAll(() => db?.destroy());

describe.skipIf(!PG_TEST_URL)('the admin lists in SQL (PostgreSQL)', () => {
  it('search and Turkish order as the emulated server', () => expectListingAsEmulated(db), 60_000);
});
