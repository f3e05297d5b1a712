// Starting the server from its configuration (docs/server.md "Starting it"): PORT (default 8787),
// HOST (default 127.0.0.1), DATA_DIR (the PGlite folder, default data/pglite), DATABASE_URL
// (postgres://…, instead of PGlite), --test (test mode: the /__mock controls), TENDER_SWEEP_SECONDS
// (how often the tender clock sweeps, default 5, in test mode 0; 0: only before requests),
// VALIDATE_RESPONSES=1 (each answer checked against openapi.yaml, as in test mode; 0 turns it off
// in test mode too, for the load benchmark), CONTRACT_LOG
// (a file the contract's mismatches are also written to), and where the documents' bytes are:
// DOCUMENTS_DIR (default: `documents` beside DATA_DIR) or STORAGE_URL=s3://bucket/prefix with
// S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.
import { dirname, join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { contractCheck } from './contract-check';
import { tokenSecret } from './auth';
import { databaseClock } from './clock';
import { openDatabase, type Database } from './db/database';
import { readGeographyFromFiles } from './geo';
import { resetToDemo } from './seed';
import { diskStorage } from './storage/disk';
import { moveBytesToStorage } from './storage/move-bytes';
import { parseS3Url, s3Storage, type S3Settings } from './storage/s3';
import type { DocumentStorage } from './storage/storage';
import { startTenderSweep } from './tender/sweep';

/** Where the documents' bytes are kept (server/storage/). */
export type StorageConfig = { kind: 'disk'; folder: string } | ({ kind: 's3' } & S3Settings);

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  testMode: boolean;
  /** Each answer checked against openapi.yaml (contract-check.ts): test mode unless VALIDATE_RESPONSES=0, or VALIDATE_RESPONSES=1. */
  validateResponses: boolean;
  /** CONTRACT_LOG: where the contract's mismatches are also written. */
  contractLog?: string;
  /** TOKEN_SECRET: the key of access tokens; without it one is made and kept in the database. */
  tokenSecret?: string;
  /** --demo: an empty database gets the demo accounts and shipments (README "Demo accounts"). */
  demo: boolean;
  /** TENDER_SWEEP_SECONDS in ms: the tender clock's sweep; 0 (or absent) sweeps only before requests. */
  tenderSweepMs?: number;
  storage: StorageConfig;
}

/** DOCUMENTS_DIR, or STORAGE_URL=s3://… with its settings; by default `documents` beside DATA_DIR. */
function readStorageConfig(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  const url = env.STORAGE_URL;
  if (!url) return { kind: 'disk', folder: env.DOCUMENTS_DIR || join(dirname(dataDir), 'documents') };
  const { bucket, prefix } = parseS3Url(url);
  const missing = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`STORAGE_URL=${url} needs ${missing.join(' and ')}`);
  const region = env.S3_REGION || 'us-east-1';
  return {
    kind: 's3',
    bucket,
    prefix,
    region,
    endpoint: env.S3_ENDPOINT || `https://s3.${region}.amazonaws.com`,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
  };
}

/** The configured storage (the S3 driver's library is loaded only then). */
export function openStorage(config: StorageConfig): Promise<DocumentStorage> | DocumentStorage {
  if (config.kind === 's3') {
    const { kind: _, ...settings } = config;
    return s3Storage(settings);
  }
  return diskStorage(config.folder);
}

export function readConfig(env: NodeJS.ProcessEnv, argv: readonly string[]): ServerConfig {
  const port = Number(env.PORT ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  const testMode = argv.includes('--test');
  // Test mode settles only before requests unless asked: the suites' resets never meet a sweep.
  const sweepSeconds = Number(env.TENDER_SWEEP_SECONDS || (testMode ? 0 : 5));
  if (!Number.isFinite(sweepSeconds) || sweepSeconds < 0)
    throw new Error(`TENDER_SWEEP_SECONDS must be a number of seconds, not "${env.TENDER_SWEEP_SECONDS}"`);
  const dataDir = env.DATA_DIR ?? 'data/pglite';
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    testMode,
    // Every answer checked against openapi.yaml: in test mode unless turned off (the load
    // benchmark, scripts/bench-server/), on demand in development.
    validateResponses: env.VALIDATE_RESPONSES === '0' ? false : testMode || env.VALIDATE_RESPONSES === '1',
    contractLog: env.CONTRACT_LOG || undefined,
    tokenSecret: env.TOKEN_SECRET || undefined,
    demo: argv.includes('--demo'),
    tenderSweepMs: sweepSeconds * 1000,
    storage: readStorageConfig(env, dataDir),
  };
}

export async function startServer(config: ServerConfig) {
  const started = performance.now();
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const storage = await openStorage(config.storage);
  await moveBytesToStorage(database.db, storage);
  if (config.demo) await seedDemoWhenEmpty(database, storage);
  const clock = databaseClock(database.db);
  const app = createApp({
    database,
    clock,
    testMode: config.testMode,
    storage,
    tokenSecret: await tokenSecret(database.db, config.tokenSecret),
    checkResponse: config.validateResponses ? await contractCheck(config.contractLog) : undefined,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const stopSweep = config.tenderSweepMs
    ? startTenderSweep(database.db, clock, config.tenderSweepMs)
    : async () => {};
  const close = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await stopSweep();
    await database.close();
  };
  return {
    port,
    engine: database.engine,
    storage: storage.name,
    startMs: performance.now() - started,
    close,
  };
}

/** The demo data, only into a database nobody has used (no account yet): never over real data. */
async function seedDemoWhenEmpty(database: Database, storage: DocumentStorage): Promise<boolean> {
  readGeographyFromFiles();
  return database.db.transaction().execute(async (trx) => {
    const anyone = await trx.selectFrom('users').select('user_id').limit(1).forUpdate().executeTakeFirst();
    if (anyone) return false;
    await resetToDemo(trx, Date.now(), storage);
    return true;
  });
}
