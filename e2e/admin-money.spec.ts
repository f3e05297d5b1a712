// Issue 27 (money): the cash at the door is one figure on the admin home and on Mutabakat; staff
// take a courier's cash with a note for the difference, and the courier sees the handover on
// İşlerim; Muhasebe does not run a day that is not over.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { signInByApi } from './support/session';
import { waitForApi } from './support/mock-start';

const screens = 'test-results/screens/i27-money';

/** The figure under a term of the totals above a table. */
const figure = (page: Page, term: string) =>
  page
    .locator('dl div')
    .filter({ has: page.getByText(term, { exact: true }) })
    .locator('dd')
    .first();

test('an admin takes a courier’s cash at the door with a note, and the courier sees it @desktop', async ({
  page,
  mock,
}, testInfo) => {
  test.setTimeout(240_000);
  const shot = (name: string) =>
    page.screenshot({ path: `${screens}/${testInfo.project.name}-${name}.png`, fullPage: true });
  await waitForApi(page);
  await mock.reset();
  await signInByApi(page, 'admin', '/admin/');

  // The home's open cash: the cash Mehmet recorded (50 ₺ less than the price of 1011).
  const card = page.getByRole('link', { name: /Mutabakatı yapılmamış nakit: / });
  await expect(card).toBeVisible({ timeout: 60_000 });
  const home = (await card.getAttribute('aria-label')) ?? (await card.textContent()) ?? '';
  const amount = /([\d.]+,\d{2}) ₺/.exec(home)?.[1] ?? '';
  expect(amount).not.toBe('');
  expect(amount).not.toBe('0,00');

  // The card opens Mutabakat, where the same figure is the cash not yet handed over.
  await card.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mutabakat', { timeout: 60_000 });
  await expect(figure(page, 'Teslim alınmamış nakit')).toHaveText(`${amount} ₺`);
  await expect(page.getByText(`Kuryede: ${amount} ₺`)).toBeVisible();
  await shot('mutabakat-acik');

  await page.getByRole('button', { name: 'Mehmet Kaya için nakit teslim al' }).click();
  const form = page.getByRole('dialog', { name: 'Nakit Teslim Al' });
  const money = form.getByRole('textbox', { name: /Teslim alınan tutar/ });
  // Prefilled with the cash Mehmet recorded (kuruş shown only when there are some).
  await expect(money).toHaveValue(amount.replace(/,00$/, ''));
  await expect(form.getByText('Beklenenden 50,00 ₺ eksik. Fark not ile kaydedilir.')).toBeVisible();
  await form.getByRole('button', { name: 'Teslim Al' }).click();
  await expect(
    form.getByText('Teslim edilen tutar beklenenden farklı. Lütfen farkın nedenini not olarak yazınız.'),
  ).toBeVisible();
  await form.getByRole('textbox', { name: /Not/ }).fill('Müşteri 50 ₺ eksik ödedi.');
  await shot('nakit-teslim-al');
  await form.getByRole('button', { name: 'Teslim Al' }).click();
  await expect(
    page.getByText(`Mehmet Kaya kuryesinden ${amount} ₺ teslim alındı; 50,00 ₺ eksik fark kaydedildi.`),
  ).toBeVisible({ timeout: 15_000 });
  await expect(form).toBeHidden();
  await expect(figure(page, 'Teslim alınmamış nakit')).toHaveText('0,00 ₺');
  await expect(page.getByText('Teslim alındı', { exact: true })).toBeVisible();
  await expect(page.getByText('Bu farkın nakdi teslim alındı; fark teslimde notuyla kayıtlı.')).toBeVisible();
  const history = page.getByRole('table', { name: 'Nakit teslimleri' });
  await expect(history).toContainText('Müşteri 50 ₺ eksik ödedi.');
  await expect(history).toContainText('Kurye Çağır Yönetici');
  await shot('mutabakat-teslim');

  // The home agrees: nothing left to hand over.
  await page.goto('/admin/');
  await expect(page.getByRole('link', { name: /Mutabakatı yapılmamış nakit: 0,00 ₺/ })).toBeVisible({
    timeout: 60_000,
  });

  // Muhasebe does not run today: the day is not over.
  const { now } = await mock.clock();
  const today = new Date(Date.parse(now) + 3 * 3_600_000).toISOString().slice(0, 10);
  await page.goto(`/admin/hesap/muhasebe-yap/?date=${today}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Muhasebe', { timeout: 60_000 });
  await expect(page.getByText('Gün henüz bitmedi')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Muhasebe Yap' })).toBeDisabled();
  await shot('muhasebe-bugun');

  // Mehmet sees the handover on İşlerim's summary.
  await signInByApi(page, 'mehmet', '/kurye/isler');
  const mine = page.getByRole('region', { name: 'Nakit teslimlerim' });
  await expect(mine).toBeVisible({ timeout: 60_000 });
  await expect(mine).toContainText('Teslim edilecek nakit');
  await expect(mine).toContainText(`${amount} ₺ teslim edildi`);
  await expect(mine).toContainText('50,00 ₺ eksik');
  await expect(mine).toContainText('Not: Müşteri 50 ₺ eksik ödedi.');
  await mine.scrollIntoViewIfNeeded();
  await shot('islerim-nakit');
});
