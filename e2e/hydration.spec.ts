// The prerendered public pages (issue 19, src/prerender-routes.ts) are served as their own HTML
// and hydrated: React adopts the prerendered markup (the same nodes stay on screen) and reports no
// hydration error, at phone and desktop width, online and on an offline reload.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { waitForServiceWorker } from './support/offline';
import { signInByApi } from './support/session';

/** Each prerendered page, the address it is opened at (both slash forms are served) and its h1. */
const pages = [
  { path: '/', url: '/', heading: 'Kurye Çağır' },
  { path: '/gonderi-olustur', url: '/gonderi-olustur', heading: 'Kurye Çağır' },
  { path: '/gonderi-olustur', url: '/gonderi-olustur/', heading: 'Kurye Çağır' },
  { path: '/giris', url: '/giris', heading: 'Müşteri Girişi' },
  { path: '/kurye/giris', url: '/kurye/giris/', heading: 'Kurye Girişi' },
  { path: '/kurye/uye-ol', url: '/kurye/uye-ol', heading: 'Kurye Ol' },
  { path: '/404.html', url: '/404.html', heading: 'Aradığınız Sayfa Bulunamadı' },
] as const;

// What React (production build) says about a failed hydration: the recoverable errors #418, #419,
// #422, #423, #425 (as page errors or through onRecoverableError), and any wording about it.
const HYDRATION_TROUBLE = /hydrat|Minified React error|react\.dev\/errors|did not match|server rendered/i;

declare global {
  interface Window {
    __prerenderedHeading?: Element | null;
    __prerenderedPath?: string;
  }
}

/** Collects React's hydration errors and warnings (and any uncaught error) of the page. */
function watchHydration(page: Page): string[] {
  const trouble: string[] = [];
  page.on('pageerror', (error) => trouble.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (
      (message.type() === 'error' || message.type() === 'warning') &&
      HYDRATION_TROUBLE.test(message.text())
    )
      trouble.push(`console ${message.type()}: ${message.text()}`);
  });
  return trouble;
}

/** Keeps the prerendered h1 node as parsed, before any script of the app has run. */
async function rememberPrerenderedHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      window.__prerenderedHeading = document.querySelector('#root h1');
      window.__prerenderedPath = document.getElementById('root')?.dataset.prerendered;
    });
  });
}

/** The page was served prerendered for `path`, and React kept its h1 node (it hydrated). */
async function expectHydrated(page: Page, path: string, heading: string) {
  await page.locator('html[data-mock-ready="true"]').waitFor({ state: 'attached', timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  // Interactive: the burger (phone) or the side bar's links (desktop) answer.
  await page.waitForLoadState('networkidle');
  const kept = await page.evaluate(() => ({
    path: window.__prerenderedPath,
    same: window.__prerenderedHeading === document.querySelector('#root h1'),
    connected: window.__prerenderedHeading?.isConnected ?? false,
  }));
  expect(kept).toEqual({ path, same: true, connected: true });
}

for (const { path, url, heading } of pages) {
  test(`${url} is prerendered and hydrates without a hydration error @desktop`, async ({ page }) => {
    const trouble = watchHydration(page);
    await rememberPrerenderedHeading(page);
    await page.goto(url);
    await expectHydrated(page, path, heading);
    expect(trouble).toEqual([]);
  });
}

test('after one visit every prerendered page reloads offline, prerendered and hydrated', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const trouble = watchHydration(page);
  await rememberPrerenderedHeading(page);
  await page.goto('/');
  await waitForServiceWorker(page);
  for (const { path, url, heading } of pages.filter((p) => p.path !== '/404.html')) {
    await context.setOffline(false);
    await page.goto(url);
    // Online first, settled (going offline while the page still loads its idle-time code would
    // test that instead).
    await expectHydrated(page, path, heading);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await expectHydrated(page, path, heading);
  }
  await context.setOffline(false);
  expect(trouble).toEqual([]);
});

test('a signed-in customer gets the prerendered home, then their own menu, without a layout shift', async ({
  page,
}) => {
  const trouble = watchHydration(page);
  await signInByApi(page, 'customer');
  await rememberPrerenderedHeading(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number };
    w.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.__shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expectHydrated(page, '/', 'Kurye Çağır');
  // Hydrated as a visitor, then the session's menu: Çıkış instead of Giriş Yap.
  await page.getByRole('button', { name: 'Menüyü aç' }).click();
  await expect(page.getByRole('navigation', { name: 'Ana menü' }).getByText('Çıkış')).toBeVisible();
  expect(trouble).toEqual([]);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
  expect(shifts).toBeLessThan(0.02);
});
