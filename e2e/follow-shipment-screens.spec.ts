import { test, expect } from './fixtures';
import { switchUser } from './support/tracking-session';

// Not an assertion of looks: it writes the screens a reviewer opens (test-results/screens-track/).
const dir = 'test-results/screens-track';

test('tracking screens for review @desktop', async ({ page, mock }, testInfo) => {
  test.setTimeout(60_000);
  const shot = (name: string) =>
    page.screenshot({ path: `${dir}/${testInfo.project.name}-${name}.png`, fullPage: true });
  await mock.ready();
  await mock.reset();

  await switchUser(page, 'customer', '/gonderi-liste/aktif/');
  await expect(page.getByRole('article')).toHaveCount(10);
  await shot('list');

  const card = page.getByRole('article', { name: 'Gönderi No: 1004' });
  await card.getByRole('button', { name: 'Detayları Göster' }).click();
  await expect(card.getByText('Fiyat Dökümü')).toBeVisible();
  await page.waitForTimeout(300);
  await shot('card-expanded');

  await page.goto('/gonderi-takip/1005/');
  await expect(page.getByRole('region', { name: 'Kurye' })).toContainText('Mehmet Kaya');
  await shot('tab-detay');

  await page
    .getByRole('article', { name: 'Gönderi No: 1005' })
    .getByRole('button', { name: 'Harita' })
    .click();
  await expect(page.getByRole('dialog').locator('canvas')).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${dir}/${testInfo.project.name}-map.png` });
  await page.keyboard.press('Escape');

  await page.goto('/gonderi-takip/1005/hareketler/');
  await expect(page.getByRole('region', { name: 'Gönderi Hareketleri' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Kurye' })).toContainText('Mehmet Kaya');
  await shot('tab-hareketler');

  await page.goto('/gonderi-takip/1003/ihale/');
  await expect(page.getByRole('button', { name: 'Seç: Hasan Çelik' })).toBeVisible();
  await shot('tab-ihale-customer');

  await page.goto('/gonderi-takip/1002/ihale/');
  await expect(page.getByText('Bu gönderi ihaleye çıkartılmamıştır.')).toBeVisible();
  await shot('tab-ihale-not-in-tender');

  await switchUser(page, 'mehmet', '/gonderi-takip/1003/ihale/');
  await expect(page.getByRole('button', { name: 'İptal Et' })).toBeVisible();
  await shot('tab-ihale-courier-own-offer');
  await page.getByRole('button', { name: 'İptal Et' }).click();
  await page.getByRole('dialog', { name: 'Teklifi İptal Et' }).getByRole('button', { name: 'Onay' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Tamam' }).click();
  await page.getByLabel('Teklif Tutarı (₺)').fill('5000');
  await page.getByRole('button', { name: 'Teklif Ver' }).click();
  await expect(page.getByRole('alert')).toContainText('en az %5');
  await shot('tab-ihale-courier-bid');

  await page.goto('/kurye/isler');
  await expect(page.getByRole('heading', { level: 1, name: 'İşlerim' })).toBeVisible();
  await shot('courier-work');
});
