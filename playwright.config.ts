import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROME_FLAGS } from './scripts/chrome-flags.mjs';

const CI = Boolean(process.env.CI);
// E2E_PORT and E2E_DIST let several checkouts (or builds) be tested side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DIST = process.env.E2E_DIST ?? 'dist';

// Playwright cannot download its own browser here: use Debian's Chromium unless told otherwise.
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * Every spec runs on the phone except those tagged @desktop-only; specs tagged @desktop or
 * @desktop-only run at desktop width too.
 */
const DESKTOP_TAG = /@desktop/;
const DESKTOP_ONLY_TAG = /@desktop-only/;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  reporter: 'list',
  // A first visit waits for the emulated server (e2e/support/mock-start.ts) before the test's own steps.
  timeout: 45_000,
  expect: { timeout: 7_000 },
  use: {
    contextOptions: { reducedMotion: 'reduce' },
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // serviceWorkers: per test, in e2e/fixtures.ts (only the tests tagged @sw run with the worker).
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: CHROME_FLAGS,
    },
  },
  projects: [
    {
      name: 'phone',
      grepInvert: DESKTOP_ONLY_TAG,
      use: {
        viewport: { width: 360, height: 740 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
    {
      name: 'desktop',
      grep: DESKTOP_TAG,
      use: { viewport: { width: 1366, height: 900 } },
    },
  ],
  webServer: {
    // The built app: run `npx vite build` (or `npm run build`) first.
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort --outDir ${DIST}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !CI,
    timeout: 60_000,
  },
});
