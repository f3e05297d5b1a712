// Issue 33: in mock mode a first visit works before the service worker has installed. The
// emulated server answers the page's own requests in the page (mocks/browser.ts); the worker, with
// its 4.8 MB precache, only adds offline use. Here no worker may run at all.
import { test, expect } from './fixtures';

test.use({ serviceWorkers: 'block' });

test('with no service worker, the emulated server still answers: a courier signs in and sees İşlerim', async ({
  page,
  mock,
}) => {
  await page.goto('/kurye/giris');
  await mock.ready();
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await page.getByLabel('Telefon Numarası').pressSequentially('05331112233');
  await page.getByLabel('Şifre').fill('Kurye123!');
  await page.getByRole('button', { name: 'Giriş' }).click();
  await expect(page).not.toHaveURL(/\/kurye\/giris/);
  await expect(page.getByRole('heading', { name: 'İşlerim', level: 1 })).toBeVisible();
  // The mock's own control answers too (the tests' calls run in the page as well).
  expect((await mock.clock()).now).toMatch(/^\d{4}-/);
});
