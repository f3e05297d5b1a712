import { test, expect } from './fixtures';
import { signInByApi } from './support/session';
import { apiAs, trMoney } from './support/tracking-session';

interface Offer {
  courierId: number;
  offerStatus: number;
  priceQuoteAmount: number;
  courierName?: string;
}

// SPEC 4 and 8: a session that ended server-side answers 498; the app says so, offers the
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
  if (!(await ended.isVisible())) {
    await page
      .getByRole('button', { name: 'Teklif Ver' })
      .click({ timeout: 3_000 })
      .catch(() => undefined);
  }
  await expect(ended).toBeVisible();
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
  const done = page.getByRole('dialog').filter({ hasText: 'İşlem Başarılı Gerçekleşti' });
  await expect(done).toBeVisible();

  const after = (await apiAs<{ offers: Offer[] }>(page, '/shipment/1004/price-quote')).data.offers;
  expect(after.filter((o) => o.offerStatus === 1 && o.priceQuoteAmount === amount)).toHaveLength(1);
});
