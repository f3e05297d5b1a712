import { test, expect } from './fixtures';
import { switchUser } from './support/tracking-session';

test('signed out, the tracking screen asks to sign in; the old list path redirects', async ({
  page,
  mock,
}) => {
  await page.goto('/gonderi-takip/1003/');
  await mock.ready();
  await expect(page.getByText('İşlem yapabilmek için lütfen giriş yapınız')).toBeVisible();
  await page.goto('/gonderi-list/aktif/');
  await expect(page).toHaveURL(/\/gonderi-liste\/aktif\/$/);
});

test('a customer follows a shipment from the list through its tabs @desktop', async ({ page, mock }) => {
  await mock.ready();
  await mock.reset();
  await switchUser(page, 'customer', '/gonderi-liste/aktif/');
  await expect(page.getByRole('heading', { level: 1, name: 'Gönderi Takip' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Gönderi listesi' });
  await expect(tabs.getByRole('link', { name: 'Aktif' })).toHaveAttribute('aria-current', 'page');
  // Active: 1001..1010 (not completed or cancelled).
  await expect(page.getByRole('article')).toHaveCount(10);

  const card = page.getByRole('article', { name: 'Gönderi No: 1005' });
  await expect(card.getByText('Kurye Atama')).toBeVisible();
  await expect(card.locator('[data-tone="green"]')).toHaveCount(2);
  await expect(
    page.getByRole('article', { name: 'Gönderi No: 1003' }).locator('[data-tone="red"]'),
  ).toHaveCount(2);

  await card.getByRole('link', { name: 'Takip Et' }).click();
  await expect(page).toHaveURL(/\/gonderi-takip\/1005\/$/);
  const sections = page.getByRole('navigation', { name: 'Gönderi sekmeleri' });
  await expect(sections.getByRole('link', { name: 'Detay' })).toHaveAttribute('aria-current', 'page');
  // docs/screens-and-routes.md's /detay/ path is the same tab.
  await page.goto('/gonderi-takip/1005/detay/');
  await expect(sections.getByRole('link', { name: 'Detay' })).toHaveAttribute('aria-current', 'page');
  await expect(sections.getByRole('link', { name: 'İhale' })).not.toHaveAttribute('aria-current', 'page');
  const detail = page.getByRole('article', { name: 'Gönderi No: 1005' });
  await expect(detail.getByText('Çıkış')).toBeVisible();
  await expect(detail.getByText('Varış 1')).toBeVisible();
  await expect(detail.locator('tr[data-line="tenderDiscount"]')).toBeVisible();
  const courier = page.getByRole('region', { name: 'Kurye' });
  await expect(courier).toContainText('Mehmet Kaya');
  await expect(courier).toContainText('Motosiklet');
  await expect(courier.getByText('MK')).toBeVisible();

  // The route map, loaded on demand.
  await detail.getByRole('button', { name: 'Harita' }).click();
  const map = page.getByRole('dialog', { name: 'Gönderi 1005 Güzergâhı' });
  await expect(map.locator('canvas')).toBeVisible({ timeout: 15_000 });
  await expect(map.getByText('Çıkış', { exact: true })).toBeVisible();
  await expect(map.getByText('Varış 1', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(map).toBeHidden();

  await sections.getByRole('link', { name: 'Hareketler' }).click();
  await expect(page).toHaveURL(/\/gonderi-takip\/1005\/hareketler\/$/);
  const history = page.getByRole('region', { name: 'Gönderi Hareketleri' });
  await expect(history.locator('[data-state="done"]')).toHaveCount(2);
  await expect(history.locator('[data-state="progress"]')).toContainText('Kurye Atama');
  await expect(history.locator('[data-state="done"]').first()).toContainText(
    /\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/,
  );
  await expect(history.locator('[data-state="waiting"]').first()).toContainText('Bekliyor');

  await sections.getByRole('link', { name: 'İhale' }).click();
  await expect(page.getByRole('region', { name: 'İhale' }).getByText('Tamamlandı')).toBeVisible();

  // A shipment that was not put to tender.
  await page.goto('/gonderi-takip/1002/ihale/');
  await expect(page.getByText('Bu gönderi ihaleye çıkartılmamıştır.')).toBeVisible();

  await page.getByRole('link', { name: 'Geri', exact: true }).click();
  await expect(page).toHaveURL(/\/gonderi-liste\/aktif\/$/);
  await page
    .getByRole('navigation', { name: 'Gönderi listesi' })
    .getByRole('link', { name: 'Geçmiş' })
    .click();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('article', { name: 'Gönderi No: 1011' }).getByText('Tamamlanan')).toBeVisible();
});

test('a customer without shipments is invited to create one', async ({ page, mock }) => {
  await mock.ready();
  await mock.reset();
  await switchUser(page, 'newCustomer', '/gonderi-liste/aktif/');
  await expect(page.getByText('Aktif gönderiniz bulunmuyor.')).toBeVisible();
  await page.getByRole('link', { name: 'Kurye Çağır' }).last().click();
  await expect(page).toHaveURL(/\/gonderi-olustur/);
});

test('a courier who opened a job from İşlerim goes back to İşlerim', async ({ page, mock }) => {
  await mock.ready();
  await mock.reset();
  await switchUser(page, 'mehmet', '/kurye/isler?sekme=aktif');
  const assigned = page.getByRole('region', { name: 'Aktif İşlerim' });
  await assigned.getByRole('link', { name: 'Gönderi Detayı' }).first().click();
  await expect(page).toHaveURL(/\/gonderi-takip\/\d+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gönderi Detayı' })).toBeVisible();

  await page.getByRole('link', { name: 'Geri', exact: true }).click();
  await expect(page).toHaveURL('/kurye/isler?sekme=aktif');
  await expect(page.getByRole('heading', { level: 1, name: 'İşlerim' })).toBeVisible();
});

test('the back link of a tracking page opened directly goes to the user’s own list', async ({
  page,
  mock,
}) => {
  await mock.ready();
  await mock.reset();
  await switchUser(page, 'mehmet', '/gonderi-takip/1005/');
  const back = page.getByRole('link', { name: 'Geri', exact: true });
  await expect(back).toHaveAttribute('href', '/kurye/isler');

  await switchUser(page, 'customer', '/gonderi-takip/1001/');
  await expect(back).toHaveAttribute('href', '/gonderi-liste/aktif/');
  await back.click();
  await expect(page).toHaveURL('/gonderi-liste/aktif/');
});
