// The API suites against a running server (`npm run test:server`, scripts/test-server.mjs): the
// emulated server's tests and the contract tests that talk only HTTP (through setupMockServer). A test file that reaches into
// the emulated server's memory (its db, clock, persistence or services, or swaps a handler with
// server.use) cannot say anything about another server, so it stays out; making such tests talk
// only HTTP brings them in. Against PostgreSQL (scripts/with-postgres.mjs sets PG_TEST_URL) the
// server's own tests that need a real PostgreSQL (server/**/*.postgres.test.ts: advisory locks,
// concurrent sessions) run here too.
import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

// Static imports and dynamic ones (`await import('./db')`) alike.
const inProcess =
  /(?:from '|import\(')(?:\.\.?\/(?:db|persist|clock|reset|node)'|\.\/services\/)|@mocks\/db|server\.use\(/;
const candidates = [
  ...readdirSync('mocks').map((file) => `mocks/${file}`),
  ...readdirSync('tests/contract').map((file) => `tests/contract/${file}`),
  // Many requests at once on one row (parallel bids, selects, creates with one key): the outcomes
  // the rules allow, on each engine.
  ...readdirSync('tests/races').map((file) => `tests/races/${file}`),
].filter((file) => file.endsWith('.test.ts'));
const overHttp = candidates.filter((file) => {
  const text = readFileSync(file, 'utf8');
  return text.includes('setupMockServer()') && !inProcess.test(text);
});

const onPostgres = process.env.PG_TEST_URL ? ['server/**/*.postgres.test.ts'] : [];

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // The unit run's two projects (vitest.config.ts) are not this run's: one list of files.
    projects: undefined,
    include: [...overHttp, ...onPostgres],
    environment: 'node',
    // One server, one database: files one after another, as each test resets it.
    fileParallelism: false,
    // One module graph for all files: each file would otherwise import the emulated server and the
    // contract afresh (about 60 s of imports on 2 cores, against 6 s). The files share no state but
    // fetch, which tests/server-target.ts puts back after each file.
    isolate: false,
  },
});
