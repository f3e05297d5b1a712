// Checks the migration tests make on both engines: PGlite (migrate.test.ts) and a real PostgreSQL
// (migrate.postgres.test.ts).
import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import { migrate } from './migrate';

/** A failing migration is applied not at all (its own transaction), and the run stops there. */
export async function expectFailedMigrationLeavesNothing(db: Kysely<unknown>): Promise<void> {
  const bad = [
    { version: 1, name: 'ok', sql: 'create table a (id int)' },
    { version: 2, name: 'bad', sql: 'create table b (id int); select * from missing_table' },
  ];
  await expect(migrate(db, bad)).rejects.toThrow(/missing_table/);
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = 'public' order by 1`.execute(db);
  expect(tables.rows.map((r) => r.name)).toEqual(['a', 'schema_migrations']);
}
