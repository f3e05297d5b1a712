#!/usr/bin/env node
// `npm run test:server:pg`: the server suites against a real PostgreSQL (docs/server.md "The same
// suites"). Creates a throwaway PostgreSQL from Debian's binaries (/usr/lib/postgresql/<newest>/bin,
// or PG_BIN): initdb into a fresh temporary folder, postgres on 127.0.0.1:PG_TEST_PORT (54329) with
// its socket in that folder and fsync off, one database. Then runs scripts/test-server.mjs with
// DATABASE_URL set (the server on PG_SERVER_TEST_PORT, else SERVER_TEST_PORT, else 8789, apart from
// the PGlite run's 8788) and PG_TEST_URL (the server's own PostgreSQL tests,
// server/**/*.postgres.test.ts, make scratch databases with it). Stops PostgreSQL and removes the
// folder whatever happens; exits with the suite's code. Arguments go to vitest;
// `node scripts/with-postgres.mjs -- <command>` runs another command instead (e.g. `-- npm run server`).
//
// As root (CI), initdb and postgres run as the `postgres` user (PG_USER), which owns the folder:
// PostgreSQL refuses to run as root. No PostgreSQL installed: under CI=true that fails; otherwise it
// says so and skips (exit 0), so `npm test` still runs on a machine without it.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import console from 'node:console';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

const startedAt = performance.now();
const ci = Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0';
const pgPort = Number(process.env.PG_TEST_PORT ?? 54329);
// PG_SERVER_TEST_PORT before SERVER_TEST_PORT: `npm run test:servers` starts this run and the PGlite one
// with one environment, where SERVER_TEST_PORT is the PGlite run's port.
const serverPort = process.env.PG_SERVER_TEST_PORT ?? process.env.SERVER_TEST_PORT ?? '8789';
const database = 'kurye_test';
const superuser = 'kurye';

/** The newest /usr/lib/postgresql/<version>/bin holding initdb, or PG_BIN. */
function findBinaries() {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : null;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => /^\d+(\.\d+)?$/.test(name) && existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(root, versions[0], 'bin') : null;
}

const bin = findBinaries();
if (!bin) {
  const where = process.env.PG_BIN
    ? `PG_BIN=${process.env.PG_BIN} has no initdb`
    : 'no /usr/lib/postgresql/*/bin/initdb';
  const how = "install Debian's PostgreSQL (apt-get install -y postgresql) or set PG_BIN to its bin folder";
  if (ci) {
    console.error(`PostgreSQL is not installed (${where}): ${how}.`);
    process.exit(1);
  }
  console.log(`== Skipped the suites against PostgreSQL: it is not installed (${where}); ${how}.`);
  process.exit(0);
}

// As root, PostgreSQL's programs run as PG_USER, which owns the folder.
const asRoot = process.getuid?.() === 0;
const pgUser = process.env.PG_USER ?? 'postgres';
const folder = mkdtempSync(join(tmpdir(), 'kurye-postgres-'));
const dataDir = join(folder, 'data');
const logFile = join(folder, 'postgres.log');

/** As root: gives the folder to PG_USER, as PostgreSQL will not run as root. */
function handOverFolder() {
  if (!asRoot) return;
  const id = (flag) => {
    const result = spawnSync('id', [flag, pgUser], { encoding: 'utf8' });
    if (result.status !== 0)
      throw new Error(
        `PostgreSQL refuses to run as root, and there is no user "${pgUser}" to run it as (PG_USER).`,
      );
    return Number(result.stdout);
  };
  chownSync(folder, id('-u'), id('-g'));
}

/** Runs one of PostgreSQL's programs (as PG_USER when root); throws with its output on failure. */
function pgTool(name, args) {
  const command = asRoot ? 'runuser' : join(bin, name);
  const commandArgs = asRoot ? ['-u', pgUser, '--', join(bin, name), ...args] : args;
  const result = spawnSync(command, commandArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    throw new Error(
      `${name} failed (${result.status ?? result.signal}):\n${result.stdout}${result.stderr}${log}`,
    );
  }
  return result.stdout;
}

let running = false;
let cleaned = false;
function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  if (running && existsSync(join(dataDir, 'postmaster.pid'))) {
    try {
      pgTool('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '30']);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      // Last resort: the postmaster's pid is the first line of postmaster.pid.
      try {
        const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
        if (pid > 0) process.kill(pid, 'SIGQUIT');
      } catch {
        // Already gone.
      }
    }
    running = false;
  }
  rmSync(folder, { recursive: true, force: true });
}

let child = null;
let stopSignal = null;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopSignal = signal;
    // The child stops first (it stops the server, which holds connections); then cleanUp runs.
    if (child && child.exitCode === null) child.kill(signal);
    else {
      cleanUp();
      process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
    }
  });
}

let code;
try {
  handOverFolder();
  pgTool('initdb', [
    '-D',
    dataDir,
    '-U',
    superuser,
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C',
    '--no-sync',
    '--no-instructions',
  ]);
  const options = [
    `-p ${pgPort}`,
    '-c listen_addresses=127.0.0.1',
    `-k ${folder}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  running = true;
  pgTool('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', options]);
  if (stopSignal) throw new Error(`Stopped by ${stopSignal}.`);

  const adminUrl = `postgres://${superuser}@127.0.0.1:${pgPort}/postgres`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const version = (await client.query('show server_version')).rows[0].server_version;
  await client.query(`create database ${database}`);
  await client.end();
  const databaseUrl = `postgres://${superuser}@127.0.0.1:${pgPort}/${database}`;
  console.log(
    `== PostgreSQL ${version} (${bin}) on 127.0.0.1:${pgPort} in ${folder}, ready in ${Math.round(performance.now() - startedAt)} ms`,
  );

  const args = process.argv.slice(2);
  const dashes = args.indexOf('--');
  const [command, ...commandArgs] =
    dashes >= 0 ? args.slice(dashes + 1) : [process.execPath, 'scripts/test-server.mjs', ...args];
  child = spawn(command, commandArgs, {
    env: { ...process.env, DATABASE_URL: databaseUrl, PG_TEST_URL: adminUrl, SERVER_TEST_PORT: serverPort },
    stdio: 'inherit',
  });
  code = await new Promise((resolve) => {
    child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
    child.once('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
  if (stopSignal) code = code || 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  code = 1;
} finally {
  cleanUp();
}
process.exit(code);
