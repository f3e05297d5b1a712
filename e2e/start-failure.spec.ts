// The app's code that cannot be loaded (a module of its entry that never arrives: a network that
// drops mid-load, an offline start whose cached copy the browser failed to read; seen in CI) no
// longer leaves the static frame on screen for ever: public/start-check.js tries once more by
// itself, then says so in Turkish with "Tekrar Dene", which starts the app once the code arrives.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { MOCK_START_MS } from './support/mock-start';

/** Refuses the entry's first static module until `allowed`; counts the page's loads meanwhile. */
async function refuseTheAppsCode(page: Page) {
  const shell = await (await page.request.get('/index.html')).text();
  const first = /<link rel="modulepreload" crossorigin href="([^"]+)">/.exec(shell)?.[1];
  expect(first, 'the shell preloads the entry’s modules').toBeTruthy();
  const state = { allowed: false, loads: 0 };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) state.loads += 1;
  });
  await page.route(`**${first!}`, (route) =>
    state.allowed ? route.continue() : route.abort('internetdisconnected'),
  );
  return state;
}

for (const { path, heading } of [
  { path: '/iletisim', heading: 'İletişim' },
  // Prerendered: /boot.js imports the entry.
  { path: '/giris', heading: 'Müşteri Girişi' },
]) {
  test(`${path}: the app's code that does not arrive is tried again once, then said, and "Tekrar Dene" starts it`, async ({
    page,
  }) => {
    const state = await refuseTheAppsCode(page);
    await page.goto(path);
    const alert = page.getByRole('alert').filter({ hasText: 'Uygulama yüklenemedi.' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Lütfen tekrar deneyin.');
    // Once by itself (a reload), then said.
    expect(state.loads).toBe(2);
    await expect(page.locator('html[data-app-ready]')).toHaveCount(0);

    state.allowed = true;
    await alert.getByRole('button', { name: 'Tekrar Dene' }).click();
    await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached', timeout: 15_000 });
    // /iletisim's text comes from the API: in mock mode once the emulated server has started.
    await page.locator('html[data-mock-ready="true"]').waitFor({ state: 'attached', timeout: MOCK_START_MS });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(alert).toHaveCount(0);
    // Started: the next failure is tried again by itself once more.
    expect(await page.evaluate(() => sessionStorage.getItem('kc-start-retried'))).toBeNull();
  });
}
