// A new operations employee at 1366 and at 768 px (issue 28, items 7–12 and 19): date ranges
// that form, an action refused at once offline, a row click the search does not take back,
// arrow keys in a filter, focus and screen-reader texts, the status pills, one staff menu.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { signInByApi } from './support/session';
import { waitForServiceWorker } from './support/offline';

const DAY = 24 * 3_600_000;
const MONTHS = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
];

/** A day `daysAgo` before now in Europe/Istanbul (UTC+3), as `YYYY-MM-DD`. */
const istanbulDay = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * DAY + 3 * 3_600_000).toISOString().slice(0, 10);
/** The calendar's name of a day: "5 Kasım 2026". */
const dayName = (day: string) => {
  const [y, mo, d] = day.split('-').map(Number);
  return `${d} ${MONTHS[(mo ?? 1) - 1]} ${y}`;
};

/** Clicks a day of the open calendar, turning its months with the named buttons when needed. */
async function pickDay(page: Page, day: string) {
  const button = page.getByRole('button', { name: dayName(day), exact: true });
  for (let i = 0; i < 3 && !(await button.isVisible()); i += 1)
    await page.getByRole('button', { name: 'Önceki ay' }).click();
  await button.click();
}

for (const [width, height] of [
  [1366, 900],
  [768, 1024],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });
    test.beforeEach(async ({ page, mock }) => {
      await page.goto('/');
      await mock.reset();
    });

    test(`a date range forms on Hesap Hareketleri and on Mutabakat (${width}) @desktop-only`, async ({
      page,
    }) => {
      const from = istanbulDay(4);
      const to = istanbulDay(2);
      await signInByApi(page, 'admin', '/admin/hesap/hareket-listele/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hesap Hareketleri');
      await page.getByRole('button', { name: 'Tarih aralığı' }).click();
      await pickDay(page, from);
      await pickDay(page, to);
      await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}|to=${to}.*from=${from}`));

      await page.goto('/admin/hesap/mutabakat/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mutabakat');
      await page.getByRole('button', { name: 'Tarih aralığı' }).click();
      await pickDay(page, from);
      await pickDay(page, to);
      await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
    });

    test(
      `a staff action offline is refused at once and never runs later (${width}) @desktop-only`,
      { tag: '@sw' },
      async ({ page, context }) => {
        await signInByApi(page, 'admin', '/admin/uye/uye-listele/8');
        const account = page.getByRole('region', { name: 'Hesap' });
        await expect(account.getByText('Aktif', { exact: true })).toBeVisible();
        await waitForServiceWorker(page);
        await context.setOffline(true);
        await account.getByRole('button', { name: 'Askıya Al' }).click();
        const dialog = page.getByRole('dialog', { name: /askıya/i });
        await dialog.getByLabel('Gerekçe').fill('Sahte sipariş şikâyetleri');
        await dialog.getByRole('button', { name: 'Askıya Al' }).click();
        // Refused at once in the connection message, not a spinner for ever.
        const refusal = page.getByRole('dialog').filter({ hasText: 'Bağlantı kurulamadı' });
        await expect(refusal).toBeVisible({ timeout: 3000 });
        await refusal.getByRole('button', { name: 'Tamam' }).click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(account.getByText('Aktif', { exact: true })).toBeVisible();

        // The network back: nothing was kept to run behind the employee's back.
        await context.setOffline(false);
        await page.waitForTimeout(1500);
        await page.reload();
        await expect(account.getByText('Aktif', { exact: true })).toBeVisible();
        await expect(account.getByText('Sahte sipariş şikâyetleri')).toHaveCount(0);
      },
    );

    test(`a row clicked right after typing a search stays open (${width}) @desktop-only`, async ({
      page,
    }) => {
      await signInByApi(page, 'admin', '/admin/uye/uye-listele/');
      const table = page.getByRole('table', { name: 'Üyeler' });
      const burak = table.getByRole('row', { name: /Burak/ });
      await expect(burak).toBeVisible();
      // Typed as a person types, the row clicked 250 ms after the last key (the search waits 400).
      await page.getByRole('searchbox', { name: 'Ara' }).pressSequentially('Bur', { delay: 60 });
      await page.waitForTimeout(250);
      await burak.click();
      await expect(page).toHaveURL(/\/admin\/uye\/uye-listele\/8$/);
      await page.waitForTimeout(1500);
      await expect(page).toHaveURL(/\/admin\/uye\/uye-listele\/8$/);
      await expect(page.getByRole('region', { name: 'Hesap' })).toBeVisible();
    });

    test(`arrow keys in a filter dropdown each move one option (${width}) @desktop-only`, async ({
      page,
    }) => {
      await signInByApi(page, 'admin', '/admin/uye/uye-listele/');
      await expect(page.getByRole('table', { name: 'Üyeler' }).getByRole('rowheader').first()).toBeVisible();
      const status = page.getByRole('combobox', { name: 'Durum' });
      await status.focus();
      for (let i = 0; i < 4; i += 1) {
        await page.keyboard.press('ArrowDown');
        await page.waitForTimeout(100);
      }
      await expect(status).toHaveValue('4');
      await expect(page).toHaveURL(/status=4/);
    });

    test(`one staff menu, the customer pages reachable from it (${width}) @desktop-only`, async ({
      page,
    }) => {
      await signInByApi(page, 'admin', '/admin/uye/uye-listele/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Üye Listesi');
      await expect(page.getByRole('navigation', { name: 'Ana menü' })).toHaveCount(0);
      if (width < 992) await page.getByRole('button', { name: 'Menüyü aç' }).click();
      const menu = page.getByRole('navigation', { name: 'Yönetim menüsü' });
      await expect(menu).toHaveCount(1);
      await expect(menu.getByRole('link', { name: 'Gönderi Listesi' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Hakkımızda' })).toBeVisible();
      await menu.getByRole('link', { name: 'Kurye Çağır' }).click();
      await expect(page).toHaveURL(/\/gonderi-olustur/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kurye Çağır');
    });
  });
}

/** The computed value of a CSS property of the element. */
const css = (locator: Locator, property: string) =>
  locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

test.describe('keyboard, focus and screen readers', () => {
  test.beforeEach(async ({ page, mock }) => {
    await page.goto('/');
    await mock.reset();
  });

  test('Gönderi Listesi shows the chosen statuses as styled pills @desktop-only', async ({ page }) => {
    await signInByApi(page, 'admin', '/admin/gonderi/gonderi-liste/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gönderi Listesi');
    await page.getByRole('combobox', { name: 'Durum' }).click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await page.keyboard.press('Escape');
    const pill = page.locator('.mantine-MultiSelect-pill').first();
    await expect(pill).toBeVisible();
    // Pill.css loaded: an unstyled pill is a plain inline span with no padding, radius or height.
    // Its inline-flex computes to flex inside the pills' flex row (a flex item is blockified).
    expect(['flex', 'inline-flex']).toContain(await css(pill, 'display'));
    expect(await css(pill, 'border-radius')).not.toBe('0px');
    expect(await css(pill, 'padding-left')).not.toBe('0px');
    expect(await css(pill, 'white-space')).toBe('nowrap');
  });

  test('a skip link reaches the list; after an action focus stays on the page; no "Kayıt yok." beside rows @desktop-only', async ({
    page,
  }) => {
    await signInByApi(page, 'admin', '/admin/uye/uye-listele/');
    const table = page.getByRole('table', { name: 'Üyeler' });
    await expect(table.getByRole('rowheader').first()).toBeVisible();
    await expect(page.getByText('Kayıt yok.')).toHaveCount(0);

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'İçeriğe geç' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    let reached = false;
    for (let i = 0; i < 8 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      reached = await page
        .getByRole('searchbox', { name: 'Ara' })
        .evaluate((el) => el === document.activeElement);
    }
    expect(reached, 'the search field within 8 Tab presses after the skip link').toBe(true);

    await table.getByRole('row', { name: /Burak/ }).click();
    const account = page.getByRole('region', { name: 'Hesap' });
    await account.getByRole('button', { name: 'Askıya Al' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Gerekçe').fill('Sahte sipariş şikâyetleri');
    await dialog.getByRole('button', { name: 'Askıya Al' }).click();
    await expect(account.getByText('Askıya Alındı', { exact: true })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(account.getByRole('button', { name: 'Yeniden Etkinleştir' })).toBeFocused();
  });
});
