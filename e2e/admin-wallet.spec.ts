// Accounts, wallet movements, the day's accounting and the reconciliation (issue 18), at 1366.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectAccessible } from './support/axe';
import { signInByApi } from './support/session';

const screens = 'test-results/screens';
const DAY = 24 * 3_600_000;

/** A day `daysAgo` before the mock server's now, Europe/Istanbul (UTC+3), as `YYYY-MM-DD`. */
const istanbulDay = (nowIso: string, daysAgo: number) =>
  new Date(Date.parse(nowIso) - daysAgo * DAY + 3 * 3_600_000).toISOString().slice(0, 10);
const dayLabel = (day: string) => day.split('-').reverse().join('.');

const accountRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Cari hesaplar' }).locator('tbody tr').filter({ hasText: name });

/** The figure under a term ("Gönderi tutarı") of the totals above a table. */
const figure = (page: Page, term: string) =>
  page
    .locator('dl div')
    .filter({ has: page.getByText(term, { exact: true }) })
    .locator('dd');

test('an admin tops up a wallet, runs the accounting of a day twice, and sees a cash shortfall @desktop-only', async ({
  page,
  mock,
}, testInfo) => {
  test.setTimeout(240_000);
  const shot = (name: string) =>
    page.screenshot({ path: `${screens}/${testInfo.project.name}-admin-${name}.png`, fullPage: true });

  await mock.reset();
  await signInByApi(page, 'admin', '/admin/hesap/hesap-liste/');
  const { now } = await mock.clock();

  // Accounts with balances.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hesap Listesi');
  await expect(accountRow(page, 'Burak Öztürk')).toContainText('500,00 ₺');
  await expectAccessible(page, 'accounts list');
  await shot('hesap-liste');

  // A row opens the account's movements; a top-up typed the Turkish way, read back, saved.
  await accountRow(page, 'Burak Öztürk').click();
  await expect(page).toHaveURL(/\/admin\/hesap\/hareket-listele\/\?accountId=4/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hesap Hareketleri');
  await expectAccessible(page, 'movements list');
  await shot('hareket-listele');
  await page.getByRole('button', { name: 'Hareket Ekle' }).click();
  const form = page.getByRole('dialog', { name: 'Hesap Hareketi Ekle' });
  await expect(form.getByText('Mevcut bakiye: 500,00 ₺')).toBeVisible();
  const amount = form.getByRole('textbox', { name: /Tutar/ });

  // A refund above the balance is refused before sending.
  await form.getByText('Bakiye İadesi').click();
  await amount.fill('600');
  await expect(
    form.getByText('İade tutarı bakiyeden fazla olamaz. Bu hesaptan en fazla 500,00 ₺ iade edilebilir.'),
  ).toBeVisible();
  await expect(form.getByRole('button', { name: 'Kaydet' })).toBeDisabled();

  await form.getByText('Bakiye Yükleme').click();
  await amount.fill('2500.50');
  await amount.blur();
  await expect(amount).toHaveValue('2.500,50');
  await expect(form.getByText('İşlem sonrası bakiye: 3.000,50 ₺')).toBeVisible();
  await expectAccessible(page, 'movement form', '[role="dialog"]');
  await shot('hareket-ekle');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  const confirm = page.getByRole('dialog', { name: 'Hareket kaydedilsin mi?' });
  await expect(confirm).toContainText(
    'Burak Öztürk hesabına 2.500,50 ₺ tutarında bakiye yükleme kaydedilecek.',
  );
  await confirm.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Hareket kaydedildi: 2.500,50 ₺. Yeni bakiye 3.000,50 ₺.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(form).toBeHidden();

  // The accounts list shows the new balance.
  await page.goto('/admin/hesap/hesap-liste/');
  await expect(accountRow(page, 'Burak Öztürk')).toContainText('3.000,50 ₺');

  // Muhasebe: the day two days ago holds the completed shipment 1011 (courier Mehmet Kaya).
  const day = istanbulDay(now, 2);
  await page.goto(`/admin/hesap/muhasebe-yap/?date=${day}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Muhasebe', { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: `${dayLabel(day)} önizlemesi` })).toBeVisible();
  const table = page.getByRole('table', { name: `${dayLabel(day)} kurye bazında muhasebe` });
  await expect(table).toContainText('Mehmet Kaya');
  const total = await figure(page, 'Gönderi tutarı').textContent();
  const commission = await figure(page, 'Komisyon (%15)').textContent();
  expect(total).toMatch(/₺$/);
  await expectAccessible(page, 'accounting preview');
  await shot('muhasebe-yap');

  // A second tab, open on the same day before the run: it still offers the button.
  const other = await page.context().newPage();
  await other.goto(`/admin/hesap/muhasebe-yap/?date=${day}`);
  await expect(other.getByRole('heading', { name: `${dayLabel(day)} önizlemesi` })).toBeVisible({
    timeout: 20_000,
  });
  const run = async (tab: Page) => {
    await tab.getByRole('main').getByRole('button', { name: 'Muhasebe Yap' }).click();
    const ask = tab.getByRole('dialog', { name: 'Muhasebe yapılsın mı?' });
    await ask.getByRole('button', { name: 'Muhasebe Yap' }).click();
  };
  await run(page);
  await expect(page.getByText(`${dayLabel(day)} günü için muhasebe yapıldı.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: `${dayLabel(day)} muhasebe sonucu` })).toBeVisible();
  await expect(figure(page, 'Gönderi tutarı')).toHaveText(total ?? '');
  await expect(figure(page, 'Komisyon (%15)')).toHaveText(commission ?? '');
  // A day already done is not offered again (issue 28.18).
  await expect(page.getByRole('main').getByRole('button', { name: 'Muhasebe Yap' })).toBeDisabled();
  await expect(page.getByRole('alert', { name: 'Bu gün kapatıldı' })).toContainText(
    `${dayLabel(day)} günü için muhasebe`,
  );

  // The second run of the same day, from the tab that had not caught up: refused, said so, the
  // same totals, one run in the list.
  await run(other);
  await expect(other.getByRole('alert', { name: 'Bu gün kapatıldı' })).toContainText(
    `${dayLabel(day)} günü için muhasebe daha önce yapılmış. Tekrar çalıştırılmadı; kayıtlar değişmedi.`,
  );
  await expect(figure(other, 'Gönderi tutarı')).toHaveText(total ?? '');
  await expect(figure(other, 'Komisyon (%15)')).toHaveText(commission ?? '');
  await expect(other.getByRole('main').getByRole('button', { name: 'Muhasebe Yap' })).toBeDisabled();
  await other.close();
  const runs = page.getByRole('table', { name: 'Geçmiş muhasebe işlemleri' }).locator('tbody tr');
  await expect(runs).toHaveCount(1);
  await expect(runs.first()).toContainText(dayLabel(day));
  await shot('muhasebe-yap-tekrar');

  // Mutabakat: the seeded shortfall of courier Mehmet Kaya, in colour and in words.
  await page.goto(`/admin/hesap/mutabakat/?from=${istanbulDay(now, 6)}&to=${istanbulDay(now, 0)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mutabakat', { timeout: 20_000 });
  const courier = page.getByRole('table', { name: 'Kurye bazında mutabakat' }).locator('tbody tr');
  await expect(courier).toHaveCount(1);
  await expect(courier.first()).toContainText('Mehmet Kaya');
  const shortfall = courier.first().getByText('Eksik tahsilat: 50,00 ₺');
  await expect(shortfall).toBeVisible();
  // Red text (not the body's colour): the difference stands out, and its words say which way.
  const color = await shortfall.evaluate((el) => getComputedStyle(el).color);
  const [r, g, b] = (color.match(/\d+/g) ?? []).map(Number);
  expect(r ?? 0).toBeGreaterThan((g ?? 0) + 60);
  expect(r ?? 0).toBeGreaterThan((b ?? 0) + 60);
  await expect(page.getByText('1 kuryede fark var.')).toBeVisible();
  await expectAccessible(page, 'reconciliation');
  await shot('mutabakat');

  // The same screens at tablet width (768).
  await page.setViewportSize({ width: 768, height: 1024 });
  for (const [name, path] of [
    ['hesap-liste', '/admin/hesap/hesap-liste/'],
    ['hareket-listele', '/admin/hesap/hareket-listele/'],
    ['muhasebe-yap', `/admin/hesap/muhasebe-yap/?date=${day}`],
    ['mutabakat', `/admin/hesap/mutabakat/?from=${istanbulDay(now, 6)}&to=${istanbulDay(now, 0)}`],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('table').first()).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: `${screens}/768-admin-${name}.png`, fullPage: true });
  }
});
