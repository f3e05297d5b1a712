import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectAccessible } from './support/axe';
import { signInByApi } from './support/session';

const LIST = '/admin/gonderi/gonderi-liste/';
const STATS = '/admin/gonderi/istatistik/';
const screens = 'test-results/screens';

// The admin chunks and the mock's answers can be slow on a shared machine: wait longer than 7 s.
const slow = { timeout: 20_000 };

const table = (page: Page) => page.getByRole('table', { name: 'Gönderiler' });
const rows = (page: Page) => table(page).locator('tbody tr');

test('an admin filters shipments by status and city, reloads, opens one in view mode and cancels it @desktop-only', async ({
  page,
  mock,
}, testInfo) => {
  test.setTimeout(120_000);
  const shot = (name: string) =>
    page.screenshot({
      path: `${screens}/${testInfo.project.name}-admin-shipments-${name}.png`,
      fullPage: true,
    });

  await mock.reset();
  await signInByApi(page, 'admin', LIST);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gönderi Listesi');
  await expect(page.getByText('Toplam 12 gönderi')).toBeVisible(slow);
  await expectAccessible(page, 'admin shipment list');
  await shot('list');

  // Status "Kurye Atama" and "Gönderi Oluşturuldu", pickup city İstanbul.
  const status = page.getByRole('combobox', { name: 'Durum' });
  await status.click();
  await page.getByRole('option', { name: 'Gönderi Oluşturuldu' }).click();
  await page.getByRole('option', { name: 'Kurye Atama' }).click();
  await page.keyboard.press('Escape');
  const city = page.getByRole('combobox', { name: 'Alış şehri' });
  await city.click();
  await city.fill('İstan');
  await page.getByRole('option', { name: 'İstanbul' }).click();
  await expect(page).toHaveURL(/cityId=34/);
  await expect(page.getByText('Toplam 2 gönderi')).toBeVisible(slow);
  await expect(rows(page)).toHaveCount(2);

  // A reload keeps the filter (it is in the URL).
  await page.reload();
  await expect(page.getByText('Toplam 2 gönderi')).toBeVisible(slow);
  await expect(page.getByRole('combobox', { name: 'Alış şehri' })).toHaveValue('İstanbul');
  await expect(rows(page).filter({ hasText: '1002' })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: '1005' })).toHaveCount(1);

  // Open 1002 (a row is a link to the detail).
  await page.getByRole('row', { name: 'Gönderi 1002 detayını aç' }).click();
  await expect(page).toHaveURL(`${LIST}1002`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gönderi 1002');
  // A read view first (issue 28); the customer's form opens on request, in view mode: every field
  // disabled, no step buttons.
  await page.getByRole('button', { name: 'Gönderi Formunu Göster' }).click();
  const form = page.getByRole('region', { name: 'Gönderi Bilgileri' });
  await expect(form.getByRole('radio').first()).toBeVisible();
  for (const field of await form.locator('input:not([type=hidden]), textarea').all())
    await expect(field).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Sonraki Adım' })).toHaveCount(0);
  const history = page.getByRole('region', { name: 'Durum Geçmişi' });
  await expect(history.getByText('Gönderi Oluşturuldu')).toBeVisible(slow);
  await expectAccessible(page, 'admin shipment detail');
  await shot('detail');

  // Cancel (3500) with a reason (issue 28).
  const actions = page.getByRole('group', { name: 'Yönetici işlemleri' });
  await actions.getByRole('button', { name: 'İptal Et' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'İptal Gerekçesi' }).fill('Müşteri iptal istedi.');
  await dialog.getByRole('button', { name: 'İptal Et' }).click();
  await expect(page.getByText('Gönderi iptal edildi.')).toBeVisible(slow);
  await expect(
    page.getByRole('region', { name: 'Gönderi özeti' }).getByText('İptal', { exact: true }),
  ).toBeVisible();
  await expect(actions).toContainText('Bu durumda yönetici işlemi yok.');

  // Back to the list as it was: 1002 is no longer "Gönderi Oluşturuldu", so it left the filter.
  await page.getByRole('button', { name: 'Listeye Dön' }).click();
  await expect(page).toHaveURL(/cityId=34/);
  await expect(page.getByText('Toplam 1 gönderi')).toBeVisible(slow);
  await expect(rows(page).filter({ hasText: '1002' })).toHaveCount(0);
  // Among the cancelled ones it is "İptal".
  await page.goto(`${LIST}?status=50`);
  await expect(rows(page).filter({ hasText: '1002' })).toContainText('İptal', slow);
});

test('the shipment statistics show their figures and charts @desktop-only', async ({
  page,
  mock,
}, testInfo) => {
  test.setTimeout(90_000);
  await mock.reset();
  await signInByApi(page, 'admin', STATS);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gönderi İstatistikleri', slow);
  for (const title of ['Duruma göre', 'Alış şehrine göre', 'Araca göre']) {
    const chart = page.getByRole('region', { name: title });
    await expect(chart.locator('.recharts-surface').first()).toBeVisible(slow);
    await expect(chart.getByRole('img')).toHaveAccessibleName(new RegExp(`^${title}: `));
  }
  await expect(
    page
      .getByRole('region', { name: /Günlere göre/ })
      .locator('.recharts-surface')
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Alış şehrine göre' }).getByRole('img')).toHaveAccessibleName(
    'Alış şehrine göre: İstanbul 10, Ankara 2.',
  );
  await expect(page.getByText('İhale indirimi')).toBeVisible();
  await expectAccessible(page, 'admin shipment statistics');
  await page.screenshot({
    path: `${screens}/${testInfo.project.name}-admin-shipments-stats.png`,
    fullPage: true,
  });
});

test('screens of the admin shipments at 768 px @desktop-only', async ({ page, mock }, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 768, height: 1024 });
  const shot = (name: string) =>
    page.screenshot({
      path: `${screens}/${testInfo.project.name}-768-admin-shipments-${name}.png`,
      fullPage: true,
    });
  await mock.reset();
  await signInByApi(page, 'admin', LIST);
  await expect(page.getByText('Toplam 12 gönderi')).toBeVisible(slow);
  await shot('list');
  await page.goto(`${LIST}1005`);
  await expect(page.getByRole('table', { name: 'Teklifler' })).toBeVisible(slow);
  await shot('detail');
  await page.goto(STATS);
  await expect(
    page.getByRole('region', { name: 'Duruma göre' }).locator('.recharts-surface').first(),
  ).toBeVisible();
  await shot('stats');
});
