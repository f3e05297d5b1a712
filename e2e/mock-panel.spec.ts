import { test, expect } from './fixtures';
import { signInByApi, TOKEN_STORAGE_KEY } from './support/session';

const PHONE = '05321112233';

test('the SMS code of a customer login shows in the Test Paneli @desktop', async ({ page, mock }) => {
  await page.goto('/');
  await mock.ready();

  const login = await mock.fetchJson('/auth/login', {
    method: 'POST',
    body: { identifier: PHONE, loginType: 1 },
  });
  expect(login.status).toBe(200);
  const sms = await mock.latestSms(PHONE);
  expect(sms?.code).toBeTruthy();

  await page.getByRole('button', { name: 'Test Paneli' }).click();
  const panel = page.getByRole('dialog', { name: 'Test Paneli' });
  const outbox = panel.getByRole('list', { name: 'SMS Kutusu' });
  await expect(outbox.getByRole('listitem').first()).toContainText('0532 111 22 33');
  await expect(outbox.getByRole('listitem').first()).toContainText(sms?.code ?? '—');
});

test('the Test Paneli moves the server clock forward', async ({ page, mock }) => {
  await page.goto('/');
  await mock.ready();
  const before = await mock.clock();

  await page.getByRole('button', { name: 'Test Paneli' }).click();
  const panel = page.getByRole('dialog', { name: 'Test Paneli' });
  await expect(panel.getByTestId('server-clock')).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);

  await panel.getByRole('button', { name: '+31 dk' }).click();
  await expect(panel.getByText(`Gerçek saatten ${before.offsetMinutes + 31} dk ileride`)).toBeVisible();

  await panel.getByLabel('Dakika').fill('4');
  await panel.getByRole('button', { name: 'İleri Al' }).click();
  await expect(panel.getByText(`Gerçek saatten ${before.offsetMinutes + 35} dk ileride`)).toBeVisible();
  expect((await mock.clock()).offsetMinutes).toBe(before.offsetMinutes + 35);
});

test('Verileri Sıfırla asks first, then resets the server and reloads', async ({ page, mock }) => {
  await page.goto('/');
  await signInByApi(page, 'customer', '/gonderi-liste/aktif/');
  await mock.advanceClock(45);

  await page.getByRole('button', { name: 'Test Paneli' }).click();
  await page.getByRole('button', { name: 'Verileri Sıfırla' }).click();
  const confirm = page.getByRole('dialog', { name: 'Veriler sıfırlansın mı?' });
  // The first dialog of a page loads the dialog host (a lazy chunk): on a busy machine it can take
  // longer than an assertion's usual wait (a CI run once missed it by a hair).
  await expect(confirm).toBeVisible({ timeout: 15_000 });

  // Vazgeç leaves everything as it was.
  await confirm.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(confirm).toBeHidden();
  expect((await mock.clock()).offsetMinutes).toBe(45);

  await page.getByRole('button', { name: 'Verileri Sıfırla' }).click();
  const reloaded = page.waitForEvent('load');
  await page
    .getByRole('dialog', { name: 'Veriler sıfırlansın mı?' })
    .getByRole('button', { name: 'Sıfırla' })
    .click();
  await reloaded;

  await mock.ready();
  expect((await mock.clock()).offsetMinutes).toBe(0);
  // The reset ended every session: the page starts signed out, not with "Oturum Sonlandı".
  await expect(page.getByText('İşlem yapabilmek için lütfen giriş yapınız')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Oturum Sonlandı' })).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();
});

test('each SMS shows at the top of the screen, over the Doğrulama dialog, like a phone @desktop', async ({
  page,
  mock,
}) => {
  await mock.ready();
  await page.goto('/giris');
  await page.getByLabel('Telefon Numarası').pressSequentially('5321112233');
  await page.getByRole('button', { name: 'Giriş' }).click();
  const dialog = page.getByRole('dialog', { name: 'Doğrulama' });
  await expect(dialog).toBeVisible();

  const code = await mock.smsCode(PHONE);
  const notification = page.getByRole('status').filter({ hasText: 'Kurye Çağır · SMS' });
  await expect(notification).toBeVisible();
  await expect(notification).toContainText(code);
  await expect(notification).toContainText('0532 111 22 33');
  // Above the dialog: the point in its middle belongs to the notification, not to the modal.
  const hit = await notification.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return el.contains(top);
  });
  expect(hit).toBe(true);

  await dialog.getByLabel('Doğrulama Kodu').fill(code);
  await dialog.getByRole('button', { name: 'Gönder', exact: true }).click();
  await expect(page).toHaveURL('/gonderi-liste/aktif/');
});
