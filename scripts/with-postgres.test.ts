// @vitest-environment node
// scripts/with-postgres.mjs (npm run test:server:pg) as CI and a developer meet it: no PostgreSQL
// installed, and a throwaway PostgreSQL that a command runs against and that is gone afterwards.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

function withPostgres(env: Record<string, string | undefined>, args: string[] = []) {
  const result = spawnSync(process.execPath, ['scripts/with-postgres.mjs', ...args], {
    env: { ...process.env, CI: undefined, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

const installed =
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((version) =>
    existsSync(`/usr/lib/postgresql/${version}/bin/initdb`),
  );

describe('npm run test:server:pg without PostgreSQL', () => {
  it('says so and how to install it, and skips outside CI', () => {
    const run = withPostgres({ PG_BIN: '/nonexistent' });
    expect(run.code).toBe(0);
    expect(run.output).toMatch(/Skipped the suites against PostgreSQL: it is not installed/);
    expect(run.output).toMatch(/apt-get install -y postgresql/);
  });

  it('fails under CI=true', () => {
    const run = withPostgres({ PG_BIN: '/nonexistent', CI: 'true' });
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/PostgreSQL is not installed/);
  });
});

describe.skipIf(!installed)('npm run test:server:pg with Debian PostgreSQL', () => {
  it('runs a command against a fresh database, gives back its exit code, and leaves nothing behind', () => {
    const check = `
      const pg = require('pg');
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      client.connect()
        .then(() => client.query("select current_database() as db, current_setting('fsync') as fsync"))
        .then(({ rows }) => { console.log('ON', rows[0].db, rows[0].fsync, process.env.SERVER_TEST_PORT); return client.end(); })
        .then(() => process.exit(3));`;
    const run = withPostgres(
      { PG_TEST_PORT: '54339', SERVER_TEST_PORT: undefined, PG_SERVER_TEST_PORT: undefined },
      ['--', process.execPath, '-e', check],
    );
    expect(run.output).toMatch(/ON kurye_test off 8789/);
    expect(run.code).toBe(3);
    const folder = /in (\S+), ready in/.exec(run.output)?.[1];
    expect(folder).toContain('kurye-postgres-');
    expect(existsSync(folder!)).toBe(false);
    // PostgreSQL is stopped: nobody listens on its port any more.
    const probe = spawnSync(process.execPath, [
      '-e',
      `require('net').connect(54339, '127.0.0.1').on('connect', () => process.exit(0)).on('error', () => process.exit(1))`,
    ]);
    expect(probe.status).toBe(1);
  }, 60_000);

  it('gives the server PG_SERVER_TEST_PORT over SERVER_TEST_PORT, so it can run beside the PGlite run', () => {
    // `npm run test:servers` starts both runs with one environment: SERVER_TEST_PORT is the PGlite
    // run's port, PG_SERVER_TEST_PORT this one's (.ci/node24/run sets both).
    const run = withPostgres(
      { PG_TEST_PORT: '54337', SERVER_TEST_PORT: '8701', PG_SERVER_TEST_PORT: '8702' },
      ['--', process.execPath, '-e', `console.log('SERVER_TEST_PORT', process.env.SERVER_TEST_PORT)`],
    );
    expect(run.output).toMatch(/SERVER_TEST_PORT 8702/);
    expect(run.code).toBe(0);
  }, 60_000);
});
