import { test, expect } from './fixtures';

// Screenshots for review (test-results/screens-auth/), at phone and desktop width.
test('sign-in screens @desktop', async ({ page, mock }, testInfo) => {
  const dir = `test-results/screens-auth/${testInfo.project.name}`;
  await mock.ready();
  await page.goto('/giris');
  await expect(page.getByRole('heading', { name: 'Müşteri Girişi' })).toBeVisible();
  await page.screenshot({ path: `${dir}/giris.png`, fullPage: true });

  await page.getByRole('button', { name: 'Giriş' }).click();
  await expect(page.getByText('Lütfen telefon numaranızı giriniz')).toBeVisible();
  await page.screenshot({ path: `${dir}/giris-required.png`, fullPage: true });

  await page.getByLabel('Telefon Numarası').pressSequentially('5321112233');
  await page.getByRole('button', { name: 'Giriş' }).click();
  const dialog = page.getByRole('dialog', { name: 'Doğrulama' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Doğrulama Kodu').fill('000000');
  await dialog.getByRole('button', { name: 'Gönder', exact: true }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await page.screenshot({ path: `${dir}/dogrulama.png` });

  await page.goto('/kurye/giris');
  await expect(page.getByRole('heading', { name: 'Kurye Girişi' })).toBeVisible();
  await page.screenshot({ path: `${dir}/kurye-giris.png`, fullPage: true });

  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: 'Admin Girişi' })).toBeVisible();
  await page.screenshot({ path: `${dir}/admin-inline.png`, fullPage: true });

  await page.goto('/gonderi-liste/aktif/');
  await expect(page.getByText('İşlem yapabilmek için lütfen giriş yapınız')).toBeVisible();
  await page.screenshot({ path: `${dir}/inline-login.png`, fullPage: true });
});
