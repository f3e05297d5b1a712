import { test, expect } from './fixtures';
import { signInByApi } from './support/session';

// Not an assertion of looks: it writes the screens a reviewer opens (test-results/screens/).
const dir = 'test-results/screens';

test('screens for review @desktop', async ({ page, mock, isMobile }, testInfo) => {
  test.setTimeout(90_000);
  const shot = (name: string) =>
    page.screenshot({ path: `${dir}/${testInfo.project.name}-${name}.png`, fullPage: true });

  await page.goto('/');
  await mock.ready();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shot('home');

  if (isMobile) {
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${testInfo.project.name}-menu.png` });
    await page.keyboard.press('Escape');
  }

  await page.goto('/gonderi-olustur');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kurye Çağır');
  await shot('create-form');

  await page.goto('/gonderi-takip/12/hareketler/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shot('tracking-signed-out');

  await signInByApi(page, 'customer', '/gonderi-liste/aktif/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await shot('shipment-list');
  await page.goto('/gonderi-takip/1004/ihale/');
  await expect(page.getByRole('region', { name: 'İhale' })).toBeVisible();
  await shot('tender');
  await page.goto('/gonderi-takip/1004/detay/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await shot('shipment-detail');

  // The admin area is for admins only.
  await signInByApi(page, 'admin');
  await page.goto('/admin/uye/uye-listele/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Üye Listesi');
  await shot('admin');

  await page.goto('/yok-boyle-bir-sayfa');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shot('not-found');

  await mock.fetchJson('/auth/login', { method: 'POST', body: { identifier: '05321112233', loginType: 1 } });
  await page.getByRole('button', { name: 'Test Paneli' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Test Paneli' }).getByText('0532 111 22 33').first(),
  ).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${dir}/${testInfo.project.name}-mock-panel.png` });
  await page.keyboard.press('Escape');

  await signInByApi(page, 'customer', '/gonderi-liste/aktif/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (isMobile) await page.getByRole('button', { name: 'Menüyü aç' }).click();
  await expect(page.getByRole('button', { name: 'Çıkış' })).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${dir}/${testInfo.project.name}-signed-in.png` });
});
