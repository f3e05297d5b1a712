// The real-mode e2e run (playwright.real.config.ts): each worker has its own stack, a real server in
// test mode on its own fresh database and a `vite preview` of the real-mode build whose /api goes to
// that server, so two workers never see each other's data and a reset wipes only one.
import { existsSync } from 'node:fs';

/** One stack per worker. */
export const REAL_WORKERS = 2;

/** E2E_REAL_PORT moves the ports (the servers take base+10 and up, the previews base and up). */
const BASE = Number(process.env.E2E_REAL_PORT ?? 4190);

/** Worker `index`'s ports: its preview of dist-real (the page's origin) and its server. */
export function realStack(index: number): { appPort: number; apiPort: number } {
  return { appPort: BASE + index, apiPort: BASE + 10 + index };
}

/** Where worker `index`'s server writes the answers it gave outside openapi.yaml (support/real-contract.ts). */
export function realContractLog(index: number): string {
  return `test-results/real-server-${realStack(index).apiPort}.contract.log`;
}

export type RealEngine = 'pglite' | 'postgres';

/**
 * The engine under worker `index`'s server. `E2E_REAL_ENGINE=pglite` or `=postgres` puts every
 * worker on one. By default the first worker's server is on embedded PGlite and the second's on a
 * throwaway PostgreSQL (scripts/with-postgres.mjs) when PostgreSQL is installed (always in CI), so
 * every run has the specs served by both engines; a test runs on whichever worker is free.
 */
export function realEngine(index: number): RealEngine {
  const forced = process.env.E2E_REAL_ENGINE;
  if (forced === 'pglite' || forced === 'postgres') return forced;
  if (forced) throw new Error(`E2E_REAL_ENGINE must be pglite or postgres, not "${forced}"`);
  const installed = existsSync(process.env.PG_BIN ?? '/usr/lib/postgresql');
  return index % 2 === 1 && (installed || Boolean(process.env.CI)) ? 'postgres' : 'pglite';
}

/** Worker `index`'s throwaway PostgreSQL's port (E2E_REAL_PG_PORT moves them). */
export function realPostgresPort(index: number): number {
  return Number(process.env.E2E_REAL_PG_PORT ?? 54400) + index;
}
