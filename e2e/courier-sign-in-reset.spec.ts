import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';

// Issue 28 items 1 and 6: a courier signs in by SMS code (one without a password, or who forgot
// it) and sets a new password with "Şifremi Unuttum"; the targets a thumb hits are big enough.

const MEHMET = '05331112233';
const ALI = '05341112233';
const screens = 'test-results/screens/i28-courier';

async function size(target: Locator): Promise<{ width: number; height: number }> {
  const box = await target.boundingBox();
  return { width: box?.width ?? 0, height: box?.height ?? 0 };
}

test('Kurye Girişi offers "SMS Koduyla Gir": the code signs the courier in without a password', async ({
  page,
  mock,
}) => {
  // Sign-in, sizes, screenshots and a code: more than 30 s on a loaded machine.
  test.slow();
  await mock.ready();
  await mock.reset();
  await page.goto('/kurye/giris');
  await expect(page.getByRole('heading', { level: 1, name: 'Kurye Girişi' })).toBeVisible();
  // Item 6: "Beni Hatırla" is at least 24 × 24; the eye has a Turkish name.
  const remember = await size(page.getByRole('checkbox', { name: 'Beni Hatırla' }));
  expect(remember.width).toBeGreaterThanOrEqual(24);
  expect(remember.height).toBeGreaterThanOrEqual(24);
  await expect(page.getByRole('button', { name: 'Toggle password visibility' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Yazdığınızı göster veya gizle' })).toHaveCount(1);

  await page.getByLabel('Telefon Numarası').pressSequentially(MEHMET);
  const sms = page.getByRole('button', { name: 'SMS Koduyla Gir' });
  expect((await size(sms)).height).toBeGreaterThanOrEqual(44);
  expect((await size(page.getByRole('link', { name: 'Şifremi Unuttum' }))).height).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: `${screens}/phone-courier-sign-in.png`, fullPage: true });
  await sms.click();
  const dialog = page.getByRole('dialog', { name: 'Doğrulama' });
  await expect(dialog).toBeVisible();
  // Item 6: "Yeni Kod Gönder" is a 44 px target.
  expect((await size(dialog.getByRole('button', { name: 'Yeni Kod Gönder' }))).height).toBeGreaterThanOrEqual(
    44,
  );
  await page.screenshot({ path: `${screens}/phone-courier-sign-in-sms.png` });
  await dialog.getByLabel('Doğrulama Kodu').fill(await mock.smsCode(MEHMET));
  await dialog.getByRole('button', { name: 'Gönder', exact: true }).click();
  await expect(page).toHaveURL(/\/kurye\/isler/);
  await expect(page.getByRole('heading', { level: 1, name: 'İşlerim' })).toBeVisible();
});

test('"Şifremi Unuttum": an SMS code, then a new password under the rules; the courier is signed in', async ({
  page,
  mock,
}) => {
  // Sign-in, sizes, screenshots and a code: more than 30 s on a loaded machine.
  test.slow();
  await mock.ready();
  await mock.reset();
  await page.goto('/kurye/giris');
  await page.getByRole('link', { name: 'Şifremi Unuttum' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Şifremi Unuttum' })).toBeVisible();
  await page.getByLabel('Telefon Numarası').pressSequentially(ALI);
  await page.getByRole('button', { name: 'Kod Gönder' }).click();
  await expect(page.getByRole('status').filter({ hasText: '0(534) 111 22 33 numarasına' })).toBeVisible();
  const code = await mock.smsCode(ALI);
  const sms = await mock.latestSms(ALI);
  expect(sms?.text).toBe(`Kurye Çağır şifre yenileme kodunuz: ${code}`);

  // The rules, next to the fields.
  await page.getByLabel('Doğrulama Kodu').fill(code);
  await page.getByLabel(/^Yeni Şifre\s*\*?$/).fill('kisa');
  await page.getByLabel(/^Yeni Şifre \(tekrar\)/).fill('kisa2');
  await page.getByRole('button', { name: 'Şifreyi Kaydet' }).click();
  await expect(page.getByText('Şifre en az 8 karakter olmalıdır.')).toBeVisible();
  await expect(page.getByText('Şifreler birbirinin aynı değil.')).toBeVisible();
  // A wrong code is said next to the code.
  await page.getByLabel(/^Yeni Şifre\s*\*?$/).fill('YeniSifre42');
  await page.getByLabel(/^Yeni Şifre \(tekrar\)/).fill('YeniSifre42');
  await page.getByLabel('Doğrulama Kodu').fill(code === '111111' ? '222222' : '111111');
  await page.getByRole('button', { name: 'Şifreyi Kaydet' }).click();
  await expect(page.getByText('Doğrulama kodu hatalı.')).toBeVisible();
  await page.screenshot({ path: `${screens}/phone-courier-password-reset.png`, fullPage: true });

  await page.getByLabel('Doğrulama Kodu').fill(code);
  await page.getByRole('button', { name: 'Şifreyi Kaydet' }).click();
  await expect(page).toHaveURL(/\/kurye\/isler/);
  await expect(page.getByText('Yeni şifreniz kaydedildi; giriş yaptınız.')).toBeVisible();

  // The new password works at Kurye Girişi.
  const login = await mock.fetchJson<{ data: { verificationType: number } }>('/auth/login', {
    method: 'POST',
    body: { identifier: ALI, password: 'YeniSifre42', loginType: 4 },
  });
  expect(login.status).toBe(200);
});
