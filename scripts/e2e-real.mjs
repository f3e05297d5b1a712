#!/usr/bin/env node
// `npm run test:e2e:real`: the real-mode e2e specs (playwright.real.config.ts) once on each engine:
// first with both workers' servers on embedded PGlite, then each on a throwaway PostgreSQL of its own
// (scripts/with-postgres.mjs), so every spec passes against both. Without PostgreSQL installed the
// second run is skipped with a message, except under CI=true, where it fails. Both runs happen
// whatever the first's outcome, and the exit code is non-zero if either failed. Extra arguments go
// to Playwright (spec names, --grep…); E2E_REAL_ENGINE=pglite or =postgres runs only that engine.
import { spawnSync } from 'node:child_process';
import console from 'node:console';
import { existsSync } from 'node:fs';
import process from 'node:process';

const ci = Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0';
const forced = process.env.E2E_REAL_ENGINE;
const engines = forced ? [forced] : ['pglite', 'postgres'];
// What scripts/with-postgres.mjs looks for (PG_BIN, or Debian's /usr/lib/postgresql/<version>/bin).
const postgresInstalled = existsSync(process.env.PG_BIN ?? '/usr/lib/postgresql');

let failed = false;
for (const engine of engines) {
  if (engine === 'postgres' && !postgresInstalled && !ci) {
    console.log(
      '== Skipped the real-mode e2e run on PostgreSQL: it is not installed (apt-get install -y postgresql, or PG_BIN).',
    );
    continue;
  }
  const started = Date.now();
  console.log(`== real-mode e2e on ${engine}`);
  const run = spawnSync(
    'npx',
    ['playwright', 'test', '-c', 'playwright.real.config.ts', ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: { ...process.env, E2E_REAL_ENGINE: engine },
    },
  );
  const code = run.status ?? 1;
  console.log(
    `== real-mode e2e on ${engine}: exit ${code} after ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (code !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
