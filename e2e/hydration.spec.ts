// The prerendered public pages (issue 19, src/prerender-routes.ts) are served as their own HTML
// and hydrated: React adopts the prerendered markup (the same nodes stay on screen) and reports no
// hydration error, at phone and desktop width, online and on an offline reload.
import { MOCK_START_MS } from './support/mock-start';
import type { Locator, Page } from '@playwright/test';
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
  await page.locator('html[data-mock-ready="true"]').waitFor({ state: 'attached', timeout: MOCK_START_MS });
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

test(
  'after one visit every prerendered page reloads offline, prerendered and hydrated',
  { tag: '@sw' },
  async ({ page, context }) => {
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
  },
);

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

/**
 * Holds the app's entry module (`/assets/index-*.js`, the only chunk of that name), so the app's
 * code does not run and the page stays as the HTML drew it, with /boot.js running as it does,
 * until `release` is called: a slow phone, made certain.
 */
async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** A key and its undoing on `field`, again and again until the app runs. */
async function keyAndUndoUntilTheAppRuns(page: Page, field: Locator, key: string) {
  const appReady = page.locator('html[data-app-ready="true"]');
  for (let i = 0; i < 200 && (await appReady.count()) === 0; i++) {
    await field.press(key);
    await field.press('Backspace');
  }
}

async function waitForApp(page: Page) {
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached', timeout: 15_000 });
}

test.describe('what is typed before the app runs is kept (issue 19)', () => {
  test('the courier sign-in: phone, password and "Beni Hatırla", then signing in with them', async ({
    page,
  }) => {
    const trouble = watchHydration(page);
    const release = await holdTheApp(page);
    await page.goto('/kurye/giris', { waitUntil: 'commit' });
    const phone = page.getByLabel('Telefon Numarası');
    await phone.pressSequentially('5331112233');
    await page.getByLabel('Şifre').pressSequentially('Kurye123!');
    await page.getByLabel('Beni Hatırla').uncheck();
    // Not the app yet: the page as prerendered, with what was typed.
    await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
    await expect(phone).toHaveValue('5331112233');

    release();
    await waitForApp(page);
    // The mask formats it; the form holds it (signing in needs both).
    await expect(phone).toHaveValue('0(533) 111 22 33');
    await expect(page.getByLabel('Şifre')).toHaveValue('Kurye123!');
    await expect(page.getByLabel('Beni Hatırla')).not.toBeChecked();
    await page.locator('html[data-mock-ready="true"]').waitFor({ state: 'attached', timeout: MOCK_START_MS });
    await page.getByRole('button', { name: 'Giriş' }).click();
    await expect(page).toHaveURL('/kurye/isler');
    // "Beni Hatırla" off: the session is kept for this tab only (docs/data-model.md), not in localStorage.
    expect(await page.evaluate(() => Object.keys(localStorage).some((k) => /token/i.test(k)))).toBe(false);
    expect(trouble).toEqual([]);
  });

  test('the customer sign-in: the phone typed at once gets its code', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/giris', { waitUntil: 'commit' });
    const phone = page.getByLabel('Telefon Numarası');
    await phone.pressSequentially('05321112233');
    release();
    await waitForApp(page);
    await expect(phone).toHaveValue('0(532) 111 22 33');
    // Typed while the app starts, too: the form follows what the field shows.
    await phone.press('End');
    await page.locator('html[data-mock-ready="true"]').waitFor({ state: 'attached', timeout: MOCK_START_MS });
    await page.getByRole('button', { name: 'Giriş' }).click();
    await expect(page.getByRole('dialog', { name: 'Doğrulama' })).toBeVisible();
  });

  test('keys typed all through the app taking over land in order (a key was lost in CI)', async ({
    page,
  }) => {
    const release = await holdTheApp(page);
    await page.goto('/giris', { waitUntil: 'commit' });
    const phone = page.getByLabel('Telefon Numarası');
    await phone.pressSequentially('0532');
    release();
    // One lost (or landing on an emptied field that the hand-over then overwrote) leaves a digit
    // too many or too few.
    await keyAndUndoUntilTheAppRuns(page, phone, '9');
    await phone.pressSequentially('1112233');
    await expect(phone).toHaveValue('0(532) 111 22 33');
    await page.locator('html[data-mock-ready="true"]').waitFor({ state: 'attached', timeout: MOCK_START_MS });
    await page.getByRole('button', { name: 'Giriş' }).click();
    await expect(page.getByRole('dialog', { name: 'Doğrulama' })).toBeVisible();
  });

  for (const held of [true, false])
    test(`a password typed on /kurye/giris all through the app taking over is kept whole (${held ? 'the app held back' : '4× CPU'})`, async ({
      page,
    }) => {
      const release = held ? await holdTheApp(page) : () => undefined;
      if (!held) {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      }
      await page.goto('/kurye/giris', { waitUntil: 'commit' });
      const phone = page.getByLabel('Telefon Numarası');
      const password = page.getByLabel('Şifre');
      await password.pressSequentially('Ku');
      release();
      // Keys on the password while React adopts the page: none may be lost or undone.
      await keyAndUndoUntilTheAppRuns(page, password, 'x');
      await password.pressSequentially('rye123!');
      await phone.pressSequentially('5331112233');
      await expect(password).toHaveValue('Kurye123!');
      await expect(phone).toHaveValue('0(533) 111 22 33');
      // The form holds it too: the courier signs in with it.
      await page
        .locator('html[data-mock-ready="true"]')
        .waitFor({ state: 'attached', timeout: MOCK_START_MS });
      await page.getByRole('button', { name: 'Giriş' }).click();
      await expect(page).toHaveURL('/kurye/isler');
    });

  test("/kurye/giris: typed and submitted while the app runs but the form's code is not there yet, signed in once it is (issue 33)", async ({
    page,
  }) => {
    // The app runs (the page's shell is React's), the form's own chunk is held back: the form is
    // still the prerendered markup.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/login-form-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/kurye/giris');
    await waitForApp(page);
    const phone = page.getByLabel('Telefon Numarası');
    const password = page.getByLabel('Şifre');
    await phone.pressSequentially('5331112233');
    await password.pressSequentially('Kurye123!');
    await page.getByLabel('Beni Hatırla').uncheck();
    await page.getByRole('button', { name: 'Giriş' }).click();
    await expect(page).toHaveURL('/kurye/giris');
    await expect(password).toHaveValue('Kurye123!');

    release();
    await page.locator('html[data-mock-ready="true"]').waitFor({ state: 'attached', timeout: MOCK_START_MS });
    await expect(page).toHaveURL('/kurye/isler', { timeout: 15_000 });
    expect(await page.evaluate(() => Object.keys(localStorage).some((k) => /token/i.test(k)))).toBe(false);
  });

  test('a submission before the app runs: no reload with the fields in the address, signed in once it runs', async ({
    page,
  }) => {
    test.slow();
    const release = await holdTheApp(page);
    await page.goto('/kurye/giris', { waitUntil: 'commit' });
    await page.getByLabel('Telefon Numarası').pressSequentially('5331112233');
    await page.getByLabel('Şifre').pressSequentially('Kurye123!');
    await page.getByLabel('Şifre').press('Enter');
    // The browser's own submission would have reloaded the page as /kurye/giris?phone=….
    await expect(page).toHaveURL('/kurye/giris');
    await expect(page.getByLabel('Şifre')).toHaveValue('Kurye123!');

    release();
    await waitForApp(page);
    // The submission waits for the API: in mock mode the emulated server starts after the page
    // (a first visit installs the service worker first, several seconds here).
    await page.locator('html[data-mock-ready="true"]').waitFor({ state: 'attached', timeout: MOCK_START_MS });
    await expect(page).toHaveURL('/kurye/isler', { timeout: 15_000 });
  });

  test('a tap on the menu before the app runs opens it once the app runs', async ({ page }) => {
    // The phone project only (untagged): the burger is the phone layout.
    const release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    release();
    await waitForApp(page);
    await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeVisible();
  });

  test('the create page: vehicle and tender chosen before the app runs, then the next step', async ({
    page,
  }) => {
    const trouble = watchHydration(page);
    const release = await holdTheApp(page);
    await page.goto('/gonderi-olustur', { waitUntil: 'commit' });
    await page.getByLabel('Araba').check();
    await page.getByLabel('İhaleye çıkar').check();

    release();
    await waitForApp(page);
    await expect(page.getByLabel('Araba')).toBeChecked();
    await expect(page.getByLabel('Motor')).not.toBeChecked();
    await expect(page.getByLabel('İhaleye çıkar')).toBeChecked();
    // The form holds the vehicle: the weights offered are the car's (a car's default is chosen).
    await expect(page.getByLabel('Ağırlık')).toHaveValue('5');
    await page.getByRole('button', { name: 'Sonraki Adım' }).first().click();
    await expect(page.getByLabel('Araba')).toBeHidden();
    expect(trouble).toEqual([]);
  });
});

// React adopts the prerendered markup as it is: not one element is replaced once the app runs
// (a replaced element paints again, late: on the create page it was the open step, which made
// the page's largest text paint after the app's code, issue 19). Only a placeholder (a skeleton
// the prerender drew where a form comes) may give way.
for (const { path, url } of pages.filter(
  (p, i, all) => p.path !== '/404.html' && all.findIndex((q) => q.path === p.path) === i,
)) {
  test(`${url}: every prerendered element is kept once the app runs`, async ({ page }) => {
    const trouble = watchHydration(page);
    const release = await holdTheApp(page);
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator('#root h1').waitFor();
    await page.evaluate(() => {
      const w = window as unknown as { __prerendered: Element[]; __ids: [Element, string][] };
      w.__prerendered = [...document.querySelectorAll('#root *')];
      w.__ids = [...document.querySelectorAll('#root [id]')].map((node) => [node, node.id]);
    });
    release();
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    const replaced = await page.evaluate(() =>
      (window as unknown as { __prerendered: Element[] }).__prerendered
        .filter((node) => !node.isConnected && !node.closest('.mantine-Skeleton-root'))
        .filter((node) => !node.classList.contains('mantine-Skeleton-root'))
        .map((node) => `${node.tagName.toLowerCase()} "${(node.textContent ?? '').slice(0, 40)}"`),
    );
    expect(replaced, `${path}: elements React rendered again`).toEqual([]);
    // Nor is an element's id changed (Mantine's useId swapped every one for a random id after
    // mounting, in a second, synchronous render of each input: scripts/mantine-stable-id.mjs).
    const renamed = await page.evaluate(() =>
      (window as unknown as { __ids: [Element, string][] }).__ids
        .filter(([node, id]) => node.isConnected && node.id !== id)
        .map(([node, id]) => `${id} → ${node.id}`),
    );
    expect(renamed, `${path}: ids changed`).toEqual([]);
    expect(trouble).toEqual([]);
  });
}
