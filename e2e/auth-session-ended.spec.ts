import { test, expect } from './fixtures';
import { signInByApi, TOKEN_STORAGE_KEY } from './support/session';
import { apiAs, trMoney } from './support/tracking-session';

interface Offer {
  courierId: number;
  offerStatus: number;
  priceQuoteAmount: number;
  courierName?: string;
}

// docs/sign-in-and-sessions.md and docs/errors-and-messages.md: a session that ended server-side answers 498; the app says so, offers the
// sign-in over the page, and the user carries on where they were with what they typed.
test('a session ended on the server: 498 dialog, sign-in again over the page, nothing typed lost @desktop', async ({
  page,
  mock,
}) => {
  await mock.ready();
  await signInByApi(page, 'emre', '/gonderi-takip/1004/ihale/');
  const panel = page.getByRole('region', { name: 'İhale' });
  await expect(panel.getByText('Devam Ediyor')).toBeVisible();

  const before = (await apiAs<{ offers: Offer[] }>(page, '/shipment/1004/price-quote')).data.offers;
  const lowest = Math.min(...before.filter((o) => o.offerStatus === 1).map((o) => o.priceQuoteAmount));
  // Emre withdrew his seeded offer, so he may bid again.
  const amount = Math.floor(lowest * 0.9);
  const input = page.getByLabel('Teklif Tutarı (₺)');
  await input.fill(trMoney(amount));

  // The session ends on the server (as after 30 days, or a sign-out elsewhere); the page still
  // holds the old token.
  expect((await apiAs(page, '/auth/logout', { method: 'POST' })).status).toBe(200);

  const ended = page.getByRole('dialog', { name: 'Oturum Sonlandı' });
  // The tender panel polls, so the next call (the poll or the bid) meets the 498.
  // A bid asked for confirmation when the session ends is closed as "no" (not left over the sign-in).
  const confirm = page.getByRole('dialog', { name: 'Teklifi Onayla' });
  if (!(await ended.isVisible())) {
    await page
      .getByRole('button', { name: 'Teklif Ver' })
      .click({ timeout: 3_000 })
      .catch(() => undefined);
    await confirm
      .getByRole('button', { name: 'Onay' })
      .click({ timeout: 3_000 })
      .catch(() => undefined);
  }
  await expect(ended).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(ended).toContainText('Oturumunuz sonlanmıştır. Lütfen tekrar giriş yapınız');
  await ended.getByRole('button', { name: 'Tamam' }).click();

  // The courier's sign-in opens over the page, with the phone already filled in.
  const relogin = page.getByRole('dialog', { name: 'Kurye Girişi' });
  await expect(relogin).toBeVisible();
  await expect(relogin.getByLabel('Telefon Numarası')).toHaveValue('0(538) 111 22 33');
  await relogin.getByLabel('Şifre').fill('Kurye123!');
  await relogin.getByRole('button', { name: 'Giriş' }).click();
  await expect(relogin).toBeHidden();

  // Same page, same amount in the field; the bid now goes through.
  await expect(page).toHaveURL('/gonderi-takip/1004/ihale/');
  await expect(input).toHaveValue(new RegExp(`^${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`));
  await page.getByRole('button', { name: 'Teklif Ver' }).click();
  await confirm.getByRole('button', { name: 'Onay' }).click();
  const done = page.getByRole('dialog').filter({ hasText: 'İşlem Başarılı Gerçekleşti' });
  await expect(done).toBeVisible();

  const after = (await apiAs<{ offers: Offer[] }>(page, '/shipment/1004/price-quote')).data.offers;
  expect(after.filter((o) => o.offerStatus === 1 && o.priceQuoteAmount === amount)).toHaveLength(1);
});

// docs/sign-in-and-sessions.md: the access token lives 15 minutes; a 403 is answered by one silent refresh and a retry.
test('an access token past its 15 minutes is renewed silently: no dialog, a new token, the page loads', async ({
  page,
  mock,
}) => {
  const first = await signInByApi(page, 'customer', '/gonderi-liste/aktif/');
  await expect(page.getByRole('heading', { level: 1, name: 'Gönderi Takip' })).toBeVisible();
  await mock.advanceClock(16);

  // The past shipments have not been loaded yet: their call meets the expired token.
  await page.goto('/gonderi-liste/gecmis/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Oturum Sonlandı' })).toHaveCount(0);
  const stored = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
  expect(stored).toBeTruthy();
  expect(stored).not.toBe(first);
});

// docs/sign-in-and-sessions.md: a session lives 30 days; after that the refresh answers 498 and the user signs in again,
// by SMS for a customer: the verification dialog opens over the sign-in dialog over the page.
test('a customer whose 30-day session ran out signs in again by SMS over the page', async ({
  page,
  mock,
}) => {
  await signInByApi(page, 'customer', '/gonderi-takip/1004/hareketler/');
  await expect(page.getByRole('region', { name: 'Gönderi Hareketleri' })).toBeVisible();
  await mock.advanceClock(30 * 24 * 60 + 1);

  await page
    .getByRole('navigation', { name: 'Gönderi sekmeleri' })
    .getByRole('link', { name: 'İhale' })
    .click();
  const ended = page.getByRole('dialog', { name: 'Oturum Sonlandı' });
  await expect(ended).toContainText('Oturumunuz sonlanmıştır. Lütfen tekrar giriş yapınız');
  await ended.getByRole('button', { name: 'Tamam' }).click();

  const relogin = page.getByRole('dialog', { name: 'Müşteri Girişi' });
  await expect(relogin.getByLabel('Telefon Numarası')).toHaveValue('0(532) 111 22 33');
  await relogin.getByRole('button', { name: 'Giriş' }).click();
  const verify = page.getByRole('dialog', { name: 'Doğrulama' });
  await verify.getByLabel('Doğrulama Kodu').fill(await mock.smsCode('05321112233'));
  await verify.getByRole('button', { name: 'Gönder', exact: true }).click();

  await expect(verify).toBeHidden();
  await expect(relogin).toBeHidden();
  await expect(page).toHaveURL('/gonderi-takip/1004/ihale/');
  // The tab whose load met the 498 loads again (30 days on, its tender is long settled).
  await expect(page.getByRole('region', { name: 'İhale' }).getByText('Tamamlandı')).toBeVisible();
  await expect(page.getByText('Beklenmedik bir hata oluştu')).toHaveCount(0);
});
