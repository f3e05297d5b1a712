import type { Page } from '@playwright/test';

/**
 * How long a test waits for the emulated server to start. It answers in the page once its code and
 * data are loaded (mocks/browser.ts), without waiting for the service worker and its precache: a
 * few seconds, more with two workers under load. The margin is for a loaded CI machine.
 */
export const MOCK_START_MS = 30_000;

/**
 * Which server the specs talk to: the emulated one inside the page (the default), or, with
 * `E2E_API=real` (playwright.real.config.ts), the real server behind a real-mode build.
 */
export const API_MODE: 'mock' | 'real' = process.env.E2E_API === 'real' ? 'real' : 'mock';

/**
 * The page's mark that its API answers: the emulated server's start (mocks/browser.ts), or, in a
 * real-mode build whose server is already up, the app's own start (src/main.tsx).
 */
export const API_READY = API_MODE === 'real' ? 'html[data-app-ready="true"]' : 'html[data-mock-ready="true"]';

/** Opens the app when no page is loaded yet, then waits until its API answers (API_READY). */
export async function waitForApi(page: Page): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/');
  await page.locator(API_READY).waitFor({ state: 'attached', timeout: MOCK_START_MS });
}
