// `npm run test:e2e:real`: the customer's, the courier's and the staff's specs against the real server
// (server/, test mode, a fresh database per worker: PGlite for the first, PostgreSQL for the second
// when it is installed; e2e/support/real-stack.ts) behind the real-mode build (dist-real:
// `npm run build:real`, or `npm run check:real`, which builds it). The same specs as
// `npm run test:e2e`, unchanged: their mock controls (/api/v1/__mock/*) are the server's test mode,
// and each test starts from the demo data (e2e/fixtures.ts resets its worker's server).
// The customer's and the courier's specs at phone width (their desktop layout is the same build's,
// covered by the mock run); the staff's at desktop width, as in the mock run.
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import base from './playwright.config';
import {
  REAL_WORKERS,
  realContractLog,
  realEngine,
  realPostgresPort,
  realStack,
} from './e2e/support/real-stack';

process.env.E2E_API = 'real';

/** The customer's and the courier's specs, at phone width. */
const SPECS = [
  'auth-sign-in',
  'courier-account',
  'courier-apply',
  'courier-apply-draft',
  'courier-home',
  'courier-jobs-offline',
  'courier-lifecycle',
  'courier-offline-status',
  'courier-privacy',
  'courier-sign-in-reset',
  'courier-work-issue28',
  'create-offline-map',
  'create-shipment-money',
  'create-shipment-once',
  'create-shipment-screens',
  'create-shipment-validation',
  'deliveries',
  'follow-shipment',
  'follow-shipment-return',
  'follow-shipment-screens',
  'guest-creates-shipment',
  'shipment-actions',
  'tender-after-end',
  'tender-bidding',
  'tender-clock',
];

/** The staff's specs: desktop width only (tagged @desktop-only), as in the mock run. */
const STAFF_SPECS = [
  'admin-approvals',
  'admin-content',
  'admin-members',
  'admin-money',
  'admin-packages-notifications',
  'admin-routes',
  'admin-shared-rows',
  'admin-shipment-read',
  'admin-shipments',
  'admin-staff-review',
  'admin-staff-usability',
  'admin-wallet',
  'issue27-package-editor',
];

const specFiles = (names: string[]) => names.map((name) => `${name}.spec.ts`);
const project = (name: string) => base.projects!.find((p) => p.name === name)!;

const stacks = Array.from({ length: REAL_WORKERS }, (_, index) => ({
  ...realStack(index),
  contractLog: realContractLog(index),
  engine: realEngine(index),
  postgresPort: realPostgresPort(index),
}));

export default defineConfig({
  ...base,
  // One folder per engine: scripts/e2e-real.mjs runs the specs on each, one after the other.
  outputDir: `test-results/artifacts-real${process.env.E2E_REAL_ENGINE ? `-${process.env.E2E_REAL_ENGINE}` : ''}`,
  workers: REAL_WORKERS,
  use: { ...base.use, baseURL: `http://127.0.0.1:${stacks[0]!.appPort}` },
  projects: [
    { ...project('phone'), testMatch: specFiles(SPECS) },
    { ...project('desktop'), testMatch: specFiles(STAFF_SPECS) },
  ],
  // Fails the run when a server answered outside the contract.
  globalSetup: './e2e/support/real-contract.ts',
  webServer: stacks.flatMap(
    ({
      appPort,
      apiPort,
      contractLog,
      engine,
      postgresPort,
    }): NonNullable<PlaywrightTestConfig['webServer']> => {
      const dataDir = `test-results/real-server-${apiPort}`;
      // Each server's own documents folder: the default (`documents` beside DATA_DIR) would be one
      // folder for both, and one server's reset would delete the other's files.
      const documentsDir = `${dataDir}-documents`;
      // `npm run server` in test mode, the way anyone starts it, on a fresh folder each run, or on a
      // throwaway PostgreSQL of its own (scripts/with-postgres.mjs gives it DATABASE_URL, and stops
      // and removes the cluster when it is stopped).
      const server = 'npm run --silent server -- --test';
      const command =
        engine === 'postgres'
          ? `rm -rf ${documentsDir} && node scripts/with-postgres.mjs -- ${server}`
          : `rm -rf ${dataDir} ${documentsDir} && ${server}`;
      return [
        {
          command,
          env: {
            PORT: String(apiPort),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            DOCUMENTS_DIR: documentsDir,
            CONTRACT_LOG: contractLog,
            PG_TEST_PORT: String(postgresPort),
          },
          url: `http://127.0.0.1:${apiPort}/api/v1/__mock/clock`,
          reuseExistingServer: false,
          timeout: 120_000,
          stdout: 'ignore',
          // SIGTERM first: with-postgres stops its PostgreSQL and removes the folder.
          gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
        },
        {
          command: `npx vite preview --host 127.0.0.1 --port ${appPort} --strictPort --outDir dist-real`,
          env: { API_URL: `http://127.0.0.1:${apiPort}` },
          url: `http://127.0.0.1:${appPort}/`,
          reuseExistingServer: false,
          timeout: 60_000,
        },
      ];
    },
  ),
});
