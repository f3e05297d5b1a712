import type { Page } from '@playwright/test';
import { test, expect, type MockControl } from './fixtures';
import { signInByApi } from './support/session';

/** The inline sign-in a guarded page shows: the customer's phone, the SMS code, the success text. */
async function signInInline(page: Page, mock: MockControl): Promise<void> {
  await page.getByLabel('Telefon Numarası').pressSequentially('05321112233');
  await page.getByRole('button', { name: 'Giriş' }).click();
  const dialog = page.getByRole('dialog', { name: 'Doğrulama' });
  await dialog.getByLabel('Doğrulama Kodu').fill(await mock.smsCode('05321112233'));
  await dialog.getByRole('button', { name: 'Gönder', exact: true }).click();
  await expect(
    page.getByText('Başarıyla giriş yaptınız. İşleminize kaldığınız yerden devam edebilirsiniz.'),
  ).toBeVisible();
}

test.describe('route guards', () => {
  test('the admin area refuses a customer, in Turkish @desktop', async ({ page }) => {
    await signInByApi(page, 'customer');
    await page.goto('/admin/onay/onay-liste/');
    await expect(page.getByText('Bu sayfaya erişim yetkiniz yok.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Yönetim menüsü' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Onay Bekleyenler' })).toHaveCount(0);
  });

  test('the server refuses a customer token on /admin/* too', async ({ page, mock }) => {
    const token = await signInByApi(page, 'customer');
    const status = await page.evaluate(async (t) => {
      const response = await fetch('/api/v1/admin/members', { headers: { Authorization: `Bearer ${t}` } });
      return response.status;
    }, token);
    expect(status).toBe(403);
    void mock;
  });

  test('a courier page refuses a customer', async ({ page }) => {
    await signInByApi(page, 'customer');
    await page.goto('/kurye/isler');
    await expect(page.getByText('Bu sayfaya erişim yetkiniz yok.')).toBeVisible();
  });

  test('a courier page signed out shows the courier sign-in in place', async ({ page, mock }) => {
    await mock.ready();
    await page.goto('/kurye/isler');
    await expect(page.getByText('İşlem yapabilmek için lütfen giriş yapınız')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Kurye Girişi' })).toBeVisible();
    await page.getByLabel('Telefon Numarası').pressSequentially('05341112233');
    await page.getByLabel('Şifre').fill('Kurye123!');
    await page.getByRole('button', { name: 'Giriş' }).click();
    await expect(
      page.getByText('Başarıyla giriş yaptınız. İşleminize kaldığınız yerden devam edebilirsiniz.'),
    ).toBeVisible();
    await expect(page).toHaveURL('/kurye/isler');
  });

  test('the shipment tracking list signed out: inline sign-in, then the page with the success text @desktop', async ({
    page,
    mock,
  }) => {
    await mock.ready();
    await page.goto('/gonderi-liste/aktif/');
    await expect(page.getByText('İşlem yapabilmek için lütfen giriş yapınız')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Müşteri Girişi' })).toBeVisible();
    await signInInline(page, mock);
    await expect(page).toHaveURL('/gonderi-liste/aktif/');
    await expect(page.getByRole('heading', { level: 1, name: 'Gönderi Takip' })).toBeVisible();
  });

  test('the admin area refuses a courier, and courier pages refuse an admin', async ({ page }) => {
    await signInByApi(page, 'mehmet', '/admin/onay/onay-liste/');
    await expect(page.getByText('Bu sayfaya erişim yetkiniz yok.')).toBeVisible();
    await signInByApi(page, 'admin', '/kurye/isler');
    await expect(page.getByText('Bu sayfaya erişim yetkiniz yok.')).toBeVisible();
  });

  test('the tracking screen signed out: inline sign-in, then the shipment with the success text', async ({
    page,
    mock,
  }) => {
    await mock.ready();
    await page.goto('/gonderi-takip/1004/hareketler/');
    await expect(page.getByText('İşlem yapabilmek için lütfen giriş yapınız')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Gönderi Hareketleri' })).toHaveCount(0);
    await signInInline(page, mock);
    await expect(page).toHaveURL('/gonderi-takip/1004/hareketler/');
    await expect(page.getByRole('region', { name: 'Gönderi Hareketleri' })).toBeVisible();
    await expect(page.getByText('Gönderi No: 1004').first()).toBeVisible();
  });
});
