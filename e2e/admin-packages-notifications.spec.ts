import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectAccessible } from './support/axe';
import { signInByApi } from './support/session';

const screens = 'test-results/screens';

const table = (page: Page, name: string) => page.getByRole('table', { name });
const row = (page: Page, tableName: string, text: string) =>
  table(page, tableName).locator('tbody tr').filter({ hasText: text });

/** Each screen at 1366 (the project's viewport) and again at 768 (a tablet). */
async function shoot(page: Page, name: string) {
  const size = page.viewportSize();
  await page.screenshot({ path: `${screens}/admin-${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${screens}/admin-${name}-768.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

test('an admin edits a package and marks a member package paid @desktop-only', async ({ page, mock }) => {
  test.setTimeout(120_000);
  await mock.ready();
  await signInByApi(page, 'admin', '/admin/paket/paket-tanim-liste/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paket Tanımları');
  await expect(row(page, 'Paket tanımları', 'Cari Hesap Başlangıç')).toContainText('499,00 ₺');
  await expectAccessible(page, 'package definitions');
  await shoot(page, 'packages');

  // One editor for add and edit: the package's values, a new price, saved, the list shows it.
  await page.getByRole('button', { name: 'Cari Hesap Başlangıç: Düzenle' }).click();
  const editor = page.getByRole('dialog', { name: 'Paketi Düzenle: Cari Hesap Başlangıç' });
  await expect(editor.getByLabel(/Fiyat/)).toHaveValue('499');
  await editor.getByLabel(/Fiyat/).fill('549,90');
  await editor.getByLabel(/Süre/).fill('45');
  await expectAccessible(page, 'package editor', '[role="dialog"]');
  await page.screenshot({ path: `${screens}/admin-package-editor-1366.png` });
  await editor.getByRole('button', { name: 'Kaydet' }).click();
  await expect(editor).toHaveCount(0);
  await expect(page.getByText('"Cari Hesap Başlangıç" kaydedildi.')).toBeVisible();
  await expect(row(page, 'Paket tanımları', 'Cari Hesap Başlangıç')).toContainText('549,90 ₺');
  await expect(row(page, 'Paket tanımları', 'Cari Hesap Başlangıç')).toContainText('45 gün');

  // Member packages: Burak's awaits payment; marked paid after a confirmation, it is active.
  await page.goto('/admin/paket/uye-paket-liste/?status=1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Üye Paketleri');
  const burak = row(page, 'Üye paketleri', 'Burak Öztürk');
  await expect(burak).toContainText('Ödeme Bekleniyor');
  await expectAccessible(page, 'member packages');
  await page.goto('/admin/paket/uye-paket-liste/');
  await expect(row(page, 'Üye paketleri', 'Ayşe Yılmaz')).toBeVisible();
  await shoot(page, 'member-packages');
  await page.goto('/admin/paket/uye-paket-liste/?status=1');
  await burak.getByRole('button', { name: /Ödendi, Aktif Yap/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Durum: Aktif' });
  await confirm.getByRole('button', { name: 'Ödendi, Aktif Yap' }).click();
  await expect(page.getByText(/paketi: Aktif\./)).toBeVisible();
  // The filter (status 1) stays in the URL; the row left it.
  await expect(page.getByText('Bu filtreye uyan üye paketi yok.')).toBeVisible();
  await page.goto('/admin/paket/uye-paket-liste/?status=2');
  await expect(row(page, 'Üye paketleri', 'Burak Öztürk')).toContainText('Aktif');

  // The statistics count it: two active packages.
  await page.goto('/admin/paket/istatistik/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paket İstatistikleri');
  await expect(page.getByRole('table', { name: 'Duruma göre üye paketleri' })).toContainText('Aktif2');
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expectAccessible(page, 'package statistics');
  await shoot(page, 'package-stats');
});

test('an admin sends a notification to one city after seeing the recipient count @desktop-only', async ({
  page,
  mock,
}) => {
  test.setTimeout(120_000);
  await mock.ready();
  await signInByApi(page, 'admin', '/admin/bildirim/bildirim-liste/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bildirimler');
  await expect(table(page, 'Bildirimler').locator('tbody tr')).toHaveCount(3);
  await expectAccessible(page, 'notifications');
  await shoot(page, 'notifications');

  await page.getByRole('link', { name: 'Bildirim Gönder' }).last().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bildirim Gönder');
  await page.getByText('Kampanya', { exact: true }).click();
  await page.getByText('SMS', { exact: true }).click();
  await page.getByLabel(/Başlık/).fill('Ankara’ya özel indirim');
  await page.getByLabel(/Metin/).fill('Bu hafta sonu Ankara içi gönderilerde %15 indirim.');
  await expect(page.getByTestId('preview-text')).toHaveText(
    'Kurye Çağır: Ankara’ya özel indirim - Bu hafta sonu Ankara içi gönderilerde %15 indirim.',
  );
  await page.getByRole('radio', { name: 'Bir ildeki müşteriler' }).check();
  await expect(page.getByText('Alıcıları görmek için hedefi tamamlayın.')).toBeVisible();
  const city = page.getByRole('combobox', { name: 'İl', exact: true });
  await city.click();
  await city.fill('istanbul');
  await page.getByRole('option', { name: 'İstanbul', exact: true }).first().click();
  // Ayşe's latest shipment was picked up in İstanbul: one customer.
  await expect(page.getByText('1 kişi', { exact: true })).toBeVisible();
  await expectAccessible(page, 'send notification');
  await shoot(page, 'send-notification');

  await page.getByRole('button', { name: 'Gönder' }).click();
  const confirm = page.getByRole('dialog', { name: 'Bildirimi gönder' });
  await expect(confirm).toContainText('1 kişiye gönderilecek (SMS)');
  await confirm.getByRole('button', { name: 'Gönder' }).click();
  await expect(page.getByText('Bildirim 1 kişiye gönderildi.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/bildirim\/bildirim-liste\/$/);
  const sent = table(page, 'Bildirimler').locator('tbody tr').first();
  await expect(sent).toContainText('Ankara’ya özel indirim');
  await expect(sent).toContainText('İstanbul ilindeki müşteriler');
  await expect(sent).toContainText('Gönderildi');

  // The SMS reached Ayşe's phone as the preview showed it.
  expect((await mock.latestSms('05321112233'))?.text).toBe(
    'Kurye Çağır: Ankara’ya özel indirim - Bu hafta sonu Ankara içi gönderilerde %15 indirim.',
  );
});
