// Starting the server from its configuration (docs/server.md "Starting it"): PORT (default 8787),
// HOST (default 127.0.0.1), DATA_DIR (the PGlite folder, default data/pglite), DATABASE_URL
// (postgres://…, instead of PGlite), --test (test mode: the /__mock controls).
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { tokenSecret } from './auth';
import { databaseClock } from './clock';
import { openDatabase, type Database } from './db/database';
import { readGeographyFromFiles } from './geo';
import { resetToDemo } from './seed';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  testMode: boolean;
  /** TOKEN_SECRET: the key of access tokens; without it one is made and kept in the database. */
  tokenSecret?: string;
  /** --demo: an empty database gets the demo accounts and shipments (README "Demo accounts"). */
  demo: boolean;
}

export function readConfig(env: NodeJS.ProcessEnv, argv: readonly string[]): ServerConfig {
  const port = Number(env.PORT ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: env.DATA_DIR ?? 'data/pglite',
    databaseUrl: env.DATABASE_URL || undefined,
    testMode: argv.includes('--test'),
    tokenSecret: env.TOKEN_SECRET || undefined,
    demo: argv.includes('--demo'),
  };
}

export async function startServer(config: ServerConfig) {
  const started = performance.now();
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  if (config.demo) await seedDemoWhenEmpty(database);
  const app = createApp({
    database,
    clock: databaseClock(database.db),
    testMode: config.testMode,
    tokenSecret: await tokenSecret(database.db, config.tokenSecret),
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const close = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.close();
  };
  return { port, engine: database.engine, startMs: performance.now() - started, close };
}

/** The demo data, only into a database nobody has used (no account yet): never over real data. */
async function seedDemoWhenEmpty(database: Database): Promise<boolean> {
  readGeographyFromFiles();
  return database.db.transaction().execute(async (trx) => {
    const anyone = await trx.selectFrom('users').select('user_id').limit(1).forUpdate().executeTakeFirst();
    if (anyone) return false;
    await resetToDemo(trx, Date.now());
    return true;
  });
}
