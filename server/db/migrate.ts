// Numbered migrations (server/migrations/NNNN-name.sql), each applied once, in order, in its own
// transaction, recorded in schema_migrations. A session-level advisory lock makes two server
// processes starting at once on one PostgreSQL take turns: the second finds the work done.
// The SQL is PostgreSQL 15's: PGlite (18) and Debian's server both run it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';

/** pg_advisory_lock key: "KURYE" in ASCII, any stable number would do. */
export const MIGRATION_LOCK_KEY = 0x4b55525945;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function readMigrations(dir: string): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => /^\d{4}-[a-z0-9-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 4)),
      name: file.slice(5, -4),
      sql: readFileSync(join(dir, file), 'utf8'),
    }));
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(
        `Migration ${migration.version} (${migration.name}) is out of sequence: expected ${index + 1}`,
      );
    }
  });
  return migrations;
}

/** Applies what is missing; returns the versions applied now. */
export async function migrate(db: Kysely<unknown>, migrations: readonly Migration[]): Promise<number[]> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(connection);
    try {
      await sql`create table if not exists schema_migrations (
        version integer primary key,
        name text not null,
        applied_at timestamptz not null default now()
      )`.execute(connection);
      const done = await sql<{ version: number }>`select version from schema_migrations`.execute(connection);
      const applied = new Set(done.rows.map((row) => row.version));
      const now: number[] = [];
      for (const migration of migrations) {
        if (applied.has(migration.version)) continue;
        await connection.transaction().execute(async (trx) => {
          await sql.raw(migration.sql).execute(trx);
          await sql`insert into schema_migrations (version, name) values (${migration.version}, ${migration.name})`.execute(
            trx,
          );
        });
        now.push(migration.version);
      }
      return now;
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(connection);
    }
  });
}
