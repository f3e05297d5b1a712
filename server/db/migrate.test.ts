// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './database';
import { migrate, readMigrations } from './migrate';
import { expectFailedMigrationLeavesNothing } from './migrate.cases';
import { PGliteDialect } from './pglite-dialect';

let db: Kysely<unknown>;
beforeAll(() => {
  db = new Kysely<unknown>({ dialect: new PGliteDialect(new PGlite()) });
});
afterAll(() => db.destroy());

describe('migrations', () => {
  it("applies the project's migrations once: a second run finds nothing to do", async () => {
    const migrations = readMigrations(MIGRATIONS_DIR);
    expect(migrations.length).toBeGreaterThan(0);
    expect(await migrate(db, migrations)).toEqual(migrations.map((m) => m.version));
    expect(await migrate(db, migrations)).toEqual([]);
    const clock = await sql<{ offset_ms: number }>`select offset_ms from server_clock`.execute(db);
    expect(clock.rows).toHaveLength(1);
  }, 60_000);

  it('refuses a folder whose numbers skip one, naming the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    writeFileSync(join(dir, '0001-a.sql'), 'select 1');
    writeFileSync(join(dir, '0003-c.sql'), 'select 1');
    expect(() => readMigrations(dir)).toThrow(/3 \(c\) is out of sequence/);
  });

  it('applies a failing migration not at all (its own transaction) and stops there', async () => {
    const fresh = new Kysely<unknown>({ dialect: new PGliteDialect(new PGlite()) });
    await expectFailedMigrationLeavesNothing(fresh);
    await fresh.destroy();
  }, 60_000);
});
