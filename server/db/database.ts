// The server's one database handle (docs/server.md "Storage"): embedded PGlite in a folder by
// default, or PostgreSQL when DATABASE_URL is set. Both speak PostgreSQL 15's SQL through Kysely.
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { ensureDataDir, lockDataDir } from './data-dir';
import { migrate, readMigrations } from './migrate';
import { PGliteDialect } from './pglite-dialect';
import type { Schema } from './schema';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

export type Engine = 'pglite' | 'postgres';

export interface Database {
  db: Kysely<Schema>;
  engine: Engine;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… : a real PostgreSQL. */
  databaseUrl?: string;
  /** The PGlite folder (when no databaseUrl); `memory://` keeps it in memory (tests). */
  dataDir?: string;
}

// Counts and sums come back as numbers (int8 is text in `pg` by default): money is integer kuruş,
// far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrations = readMigrations(MIGRATIONS_DIR);
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
    await migrate(db as Kysely<unknown>, migrations);
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  const dataDir = options.dataDir ?? 'data/pglite';
  const inMemory = dataDir.startsWith('memory://');
  const unlock = inMemory ? () => {} : lockDataDir(dataDir);
  try {
    if (!inMemory) await ensureDataDir(dataDir);
    const pglite = new PGlite(inMemory ? undefined : dataDir, {
      parsers: { 20: (value: string) => Number(value) },
    });
    const db = new Kysely<Schema>({ dialect: new PGliteDialect(pglite) });
    await migrate(db as Kysely<unknown>, migrations);
    return {
      db,
      engine: 'pglite',
      close: async () => {
        await db.destroy();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
