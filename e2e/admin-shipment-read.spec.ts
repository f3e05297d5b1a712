// Issue 28 items 17 and 18: the admin's shipment detail as a read view, and a cancel with a reason
// kept in the shipment's history with the staff member's name.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectAccessible } from './support/axe';
import { signInByApi } from './support/session';
import { waitForApi } from './support/mock-start';

const DETAIL = '/admin/gonderi/gonderi-liste/1002';
const shots = '/work/screens/i28-staff2';
const slow = { timeout: 20_000 };

// Each test opens the app and waits until its API answers (the emulated server's start, or the app's
// against the real server) before its own steps.
test.beforeEach(async ({ page }) => {
  test.setTimeout(150_000);
  await waitForApi(page);
});

async function openDetail(page: Page) {
  await signInByApi(page, 'admin', DETAIL);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gönderi 1002', slow);
  await expect(page.getByRole('region', { name: 'Gönderi özeti' })).toBeVisible(slow);
}

test.describe('the shipment detail at 1366 px', () => {
  test('reads as text: addresses in view, no disabled fields, contrast passes @desktop-only', async ({
    page,
  }) => {
    await openDetail(page);
    const addresses = page.getByRole('region', { name: 'Adresler' });
    await expect(addresses).toBeInViewport();
    await expect(addresses.getByText(/Kısıklı Cad\./)).toBeInViewport();
    await expect(addresses.getByText(/Mecidiyeköy/).first()).toBeInViewport();
    const summary = page.getByRole('region', { name: 'Gönderi özeti' });
    await expect(summary.getByText('Ayşe Yılmaz')).toBeVisible();
    await expect(summary.getByText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/).first()).toBeVisible();
    const price = page.getByRole('region', { name: 'Ücret' });
    await expect(price.getByText(/^\d{1,3}(\.\d{3})*,\d{2} ₺$/).first()).toBeVisible();
    // The values are text, not disabled fields at 2:1.
    await expect(page.locator('main :is(input, textarea, select):disabled')).toHaveCount(0);
    await page.screenshot({ path: `${shots}/shipment-detail-1366.png`, fullPage: true });
    await expectAccessible(page, 'admin shipment detail, read view');
    // The customer's form is still there on request (view only: staff do not edit a shipment).
    await page.getByRole('button', { name: 'Gönderi Formunu Göster' }).click();
    await expect(page.getByRole('region', { name: 'Gönderi Bilgileri' })).toBeVisible(slow);
  });

  test('a cancel asks for a reason, kept in the history with the staff member’s name @desktop-only', async ({
    page,
  }) => {
    await openDetail(page);
    await page.getByRole('button', { name: 'İptal Et' }).click();
    const dialog = page.getByRole('dialog');
    const reason = dialog.getByRole('textbox', { name: 'İptal Gerekçesi' });
    await expect(reason).toBeVisible();
    await dialog.getByRole('button', { name: 'İptal Et' }).click();
    await expect(dialog.getByText('Lütfen iptal gerekçesini yazınız.', { exact: false })).toBeVisible();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'admin cancel dialog, reason missing', '[role="dialog"]');
    await page.screenshot({ path: `${shots}/cancel-dialog-1366.png` });
    await reason.fill('Müşteri telefonla iptal istedi.');
    await dialog.getByRole('button', { name: 'İptal Et' }).click();
    await expect(page.getByText('Gönderi iptal edildi.')).toBeVisible(slow);
    await expect(dialog).toBeHidden();
    const history = page.getByRole('region', { name: 'Durum Geçmişi' });
    await expect(history.getByText('Müşteri telefonla iptal istedi.')).toBeVisible(slow);
    await expect(history.getByText(/Kurye Çağır Yönetici/)).toBeVisible();
    await page.screenshot({ path: `${shots}/cancelled-history-1366.png`, fullPage: true });
  });
});

test.describe('the shipment detail at 768 px', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('keeps its width and shows the addresses near the top @desktop-only', async ({ page }) => {
    await openDetail(page);
    await expect(page.getByRole('region', { name: 'Adresler' })).toBeInViewport();
    const width = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(width).toBe(0);
    await page.screenshot({ path: `${shots}/shipment-detail-768.png`, fullPage: true });
  });
});
