#!/usr/bin/env node
// `npm run test:server`: starts the real server in test mode on a fresh embedded database (or on
// DATABASE_URL's PostgreSQL: scripts/with-postgres.mjs), runs the API suites against it
// (vitest.server.config.ts, with API_TARGET), and stops it, also on Ctrl-C or SIGTERM.
// SERVER_TEST_PORT picks the port (8788). Extra arguments go to vitest. The server checks each of its
// answers against openapi.yaml (test mode: server/contract-check.ts) and writes a mismatch to a file:
// the run fails on any, even when every test passed.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { setTimeout, clearTimeout } from 'node:timers';
import console from 'node:console';

const port = Number(process.env.SERVER_TEST_PORT ?? 8788);
const dataParent = mkdtempSync(join(tmpdir(), 'kurye-server-test-'));
const target = `http://127.0.0.1:${port}`;
const contractLog = join(dataParent, 'contract.log');

const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts', '--test'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(dataParent, 'pglite'),
    CONTRACT_LOG: contractLog,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stopServer = () =>
  new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', resolve);
    server.kill('SIGTERM');
  });
let vitest = null;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (vitest && vitest.exitCode === null) vitest.kill(signal);
    void stopServer().then(() => {
      rmSync(dataParent, { recursive: true, force: true });
      process.exit(signal === 'SIGINT' ? 130 : signal === 'SIGTERM' ? 143 : 129);
    });
  });
}

let startLine = '';
const started = await new Promise((resolve) => {
  let out = '';
  const timer = setTimeout(() => resolve(false), 120_000);
  server.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    out += chunk;
    const line = out
      .split('\n')
      .slice(0, -1)
      .find((l) => l.includes('Kurye Çağır server on'));
    if (line) {
      startLine = line;
      clearTimeout(timer);
      resolve(true);
    }
  });
  server.once('exit', () => {
    clearTimeout(timer);
    resolve(false);
  });
});
// With DATABASE_URL the server must run on it, not on a PGlite folder: its start line names the engine.
const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';
if (!started || !startLine.includes(`(${engine}`)) {
  console.error(started ? `The server did not start on ${engine}.` : 'The server did not start.');
  await stopServer();
  rmSync(dataParent, { recursive: true, force: true });
  process.exit(1);
}

vitest = spawn(
  process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', '--config', 'vitest.server.config.ts', ...process.argv.slice(2)],
  { env: { ...process.env, API_TARGET: target }, stdio: 'inherit' },
);
let code = await new Promise((resolve) => vitest.once('exit', (c) => resolve(c ?? 1)));
await stopServer();
if (existsSync(contractLog)) {
  const lines = readFileSync(contractLog, 'utf8').trim().split('\n');
  console.error(`\nThe server answered ${lines.length} time(s) outside openapi.yaml:\n${lines.join('\n')}`);
  code = code || 1;
}
rmSync(dataParent, { recursive: true, force: true });
process.exit(code);
