import { test, expect } from './fixtures';

test('an unknown address shows the 404 page and leads home @desktop', async ({ page }) => {
  await page.goto('/boyle-bir-sayfa-yok');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aradığınız Sayfa Bulunamadı');
  // The shell stays around the 404 page.
  await expect(page.getByRole('link', { name: /Kurye Çağır, anasayfa/ })).toBeVisible();

  await page.getByRole('link', { name: 'Anasayfaya Dön' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kurye Çağır');
});

test('a tracking tab other than hareketler, ihale, detay is not found', async ({ page }) => {
  await page.goto('/gonderi-takip/12/odeme/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aradığınız Sayfa Bulunamadı');
});

test('a shipment id that is not a number is not found', async ({ page }) => {
  await page.goto('/gonderi-takip/abc/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aradığınız Sayfa Bulunamadı');
});

test('the three tracking tabs exist', async ({ page }) => {
  for (const [tab, heading] of [
    ['hareketler', 'Gönderi Hareketleri'],
    ['ihale', 'Gönderi İhalesi'],
    ['detay', 'Gönderi Detayı'],
  ] as const) {
    await page.goto(`/gonderi-takip/12/${tab}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  await page.goto('/gonderi-takip/12/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gönderi Detayı');
});

test('/gonderi-list/aktif/ is the shipment list too', async ({ page }) => {
  await page.goto('/gonderi-list/aktif/');
  await expect(page).toHaveURL('/gonderi-liste/aktif/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gönderi Takip');
});
