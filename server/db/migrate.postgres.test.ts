// @vitest-environment node
// Migrations and the dialect on a real PostgreSQL (docs/server.md "Storage"), where sessions truly
// run at once: PGlite is one session, so it cannot show that two migrators take turns. Runs when
// PG_TEST_URL names a PostgreSQL whose user may create databases (`npm run test:server:pg` sets it,
// scripts/with-postgres.mjs); skipped otherwise. Each test works in a scratch database it drops.
import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openDatabase } from './database';
import { MIGRATION_LOCK_KEY, migrate, readMigrations } from './migrate';
import { expectFailedMigrationLeavesNothing } from './migrate.cases';

const PG_TEST_URL = process.env.PG_TEST_URL;
const scratch: string[] = [];

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_TEST_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new empty database; its URL. */
async function scratchDatabase(): Promise<string> {
  const name = `kurye_scratch_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}`));
  scratch.push(name);
  const url = new URL(PG_TEST_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

const kysely = (url: string) =>
  new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2 }) }),
  });

afterAll(async () => {
  if (!PG_TEST_URL) return;
  await admin(async (client) => {
    for (const name of scratch) await client.query(`drop database if exists ${name} with (force)`);
  });
});

describe.skipIf(!PG_TEST_URL)('migrations on PostgreSQL', () => {
  it('two migrators starting at once on one database take turns (advisory lock): the migrations apply once', async () => {
    const url = await scratchDatabase();
    const migrations = readMigrations(MIGRATIONS_DIR);
    const [first, second, holder] = [kysely(url), kysely(url), kysely(url)];
    try {
      // A third session holds the lock, so both migrators are surely waiting at the same time.
      const released = await holder.connection().execute(async (connection) => {
        await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(connection);
        const runs = [migrate(first, migrations), migrate(second, migrations)];
        await waitForLockWaiters(holder, 2);
        const table = await sql<{
          found: string | null;
        }>`select to_regclass('schema_migrations') as found`.execute(connection);
        expect(table.rows[0]!.found).toBeNull();
        await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(connection);
        return Promise.all(runs);
      });
      const versions = migrations.map((m) => m.version);
      expect([...released].sort((a, b) => a.length - b.length)).toEqual([[], versions]);
      const recorded = await sql<{
        version: number;
      }>`select version from schema_migrations order by version`.execute(first);
      expect(recorded.rows.map((row) => row.version)).toEqual(versions);
      const clock = await sql<{ offset_ms: number }>`select offset_ms from server_clock`.execute(first);
      expect(clock.rows).toHaveLength(1);
    } finally {
      await Promise.all([first.destroy(), second.destroy(), holder.destroy()]);
    }
  }, 60_000);

  it('applies a failing migration not at all and stops there', async () => {
    const db = kysely(await scratchDatabase());
    try {
      await expectFailedMigrationLeavesNothing(db);
    } finally {
      await db.destroy();
    }
  }, 60_000);

  it('opens with DATABASE_URL as the postgres engine, migrated, int8 as numbers', async () => {
    const database = await openDatabase({ databaseUrl: await scratchDatabase() });
    try {
      expect(database.engine).toBe('postgres');
      const count = await sql<{ n: number }>`select count(*) as n from schema_migrations`.execute(
        database.db,
      );
      expect(count.rows[0]!.n).toBe(readMigrations(MIGRATIONS_DIR).length);
    } finally {
      await database.close();
    }
  }, 60_000);
});

/** Waits until `count` sessions wait for the migration lock. */
async function waitForLockWaiters(db: Kysely<unknown>, count: number): Promise<void> {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    const waiting = await sql<{ n: number }>`select count(*) as n from pg_locks
      where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())`.execute(
      db,
    );
    if (waiting.rows[0]!.n >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`fewer than ${count} sessions waited for the migration lock`);
}
