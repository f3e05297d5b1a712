// Issue 28 items 13–18: the staff area tried as a new operations employee would, at 1366 and 768 px.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { signInByApi } from './support/session';
import { waitForApi } from './support/mock-start';

const LIST = '/admin/gonderi/gonderi-liste/';
const shots = 'test-results/screens/i28-staff-b';
const slow = { timeout: 20_000 };

/** An Istanbul day `daysAgo` days back, as the URL writes it (yyyy-mm-dd). */
const istanbulDay = (daysAgo: number) =>
  new Date(Date.now() + 3 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

async function csvOf(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return readFile(path, 'utf8');
}

/** Whether the page or any element in it scrolls sideways. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const doc = document.documentElement;
    const wide = [...document.querySelectorAll<HTMLElement>('main *')].filter(
      // Only what a person scrolls (a visually hidden header clips, it does not scroll).
      (el) =>
        el.scrollWidth > el.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(el).overflowX),
    );
    return { page: doc.scrollWidth - doc.clientWidth, scrollers: wide.map((el) => el.className).slice(0, 3) };
  });

// Each test opens the app and waits until its API answers (the emulated server's start, or the app's
// against the real server) before its own steps.
test.beforeEach(async ({ page }) => {
  test.setTimeout(150_000);
  await waitForApi(page);
});

test.describe('staff at 1366 px', () => {
  test('the home’s "Bugün gelen gönderi" opens a list of as many shipments @desktop-only', async ({
    page,
  }) => {
    await signInByApi(page, 'admin', '/admin/');
    const card = page.getByRole('link', { name: /Bugün gelen gönderi/ });
    await expect(card).toBeVisible(slow);
    const count = Number((await card.textContent())?.match(/(\d+)/)?.[1]);
    expect(count).toBeGreaterThan(0);
    await card.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gönderi Listesi');
    await expect(page.getByText(`Toplam ${count} gönderi`)).toBeVisible(slow);
  });

  test('a hand-typed ?q=1005 finds 1005, and a typed search is written as typed @desktop-only', async ({
    page,
  }) => {
    await signInByApi(page, 'admin', `${LIST}?q=1005`);
    await expect(page.getByText('Toplam 1 gönderi')).toBeVisible(slow);
    await expect(page.getByRole('searchbox', { name: 'Ara' })).toHaveValue('1005');
    await page.goto(LIST);
    await expect(page.getByText('Toplam 12 gönderi')).toBeVisible(slow);
    await page.getByRole('searchbox', { name: 'Ara' }).fill('1002');
    await expect(page).toHaveURL(/\?q=1002$/, slow);
    await expect(page.getByText('Toplam 1 gönderi')).toBeVisible(slow);
  });

  test('Back undoes a filter instead of leaving the list @desktop-only', async ({ page }) => {
    await signInByApi(page, 'admin', LIST);
    await expect(page.getByText('Toplam 12 gönderi')).toBeVisible(slow);
    await page.getByRole('combobox', { name: 'İhale' }).selectOption({ label: 'İhaleli' });
    await expect(page).toHaveURL(/tender=true/);
    await page.getByRole('combobox', { name: 'Araç' }).selectOption({ label: 'Motor' });
    await expect(page).toHaveURL(/vehicleType=1/);
    await page.goBack();
    await expect(page).toHaveURL(/tender=true/);
    await expect(page).not.toHaveURL(/vehicleType/);
    await expect(page.getByRole('combobox', { name: 'Araç' })).toHaveValue('');
    await page.goBack();
    await expect(page).toHaveURL(LIST);
    await expect(page.getByText('Toplam 12 gönderi')).toBeVisible(slow);
  });

  test('?page=999 shows the last page with its pager @desktop-only', async ({ page }) => {
    await signInByApi(page, 'admin', `${LIST}?page=999&pageSize=10`);
    await expect(page).toHaveURL(/page=2/, slow);
    const table = page.getByRole('table', { name: 'Gönderiler' });
    await expect(table.locator('tbody tr')).toHaveCount(2, slow);
    await expect(page.getByRole('button', { name: 'Sayfa 2' })).toHaveAttribute('aria-current', 'page');
    await page.screenshot({ path: `${shots}/page-999-1366.png`, fullPage: true });
  });

  test('Muhasebe is not offered again on a day already done @desktop-only', async ({ page }) => {
    await signInByApi(page, 'admin', `/admin/hesap/muhasebe-yap/?date=${istanbulDay(2)}`);
    const main = page.getByRole('main');
    const runIt = main.getByRole('button', { name: 'Muhasebe Yap' });
    await expect(runIt).toBeEnabled(slow);
    await runIt.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Muhasebe Yap' }).click();
    await expect(page.getByRole('heading', { name: /muhasebe sonucu/ })).toBeVisible(slow);
    await expect(runIt).toBeDisabled();
    await page.screenshot({ path: `${shots}/muhasebe-done-1366.png`, fullPage: true });
  });

  test('CSV: phones keep their 0; the shipments’ file is the server’s; Mutabakat’s Fark is a number with its note beside it @desktop-only', async ({
    page,
  }) => {
    await signInByApi(page, 'admin', '/admin/uye/uye-listele/');
    await expect(page.getByRole('button', { name: 'CSV İndir' })).toBeVisible(slow);
    const members = await csvOf(page, () => page.getByRole('button', { name: 'CSV İndir' }).click());
    expect(members).toContain('"=""05321112233"""');

    // The shipments' file is the server's export (streamed by the real server), of the URL's filter.
    await page.goto(`${LIST}?status=%5B2%5D`);
    await expect(page.getByRole('button', { name: 'CSV İndir' })).toBeVisible(slow);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV İndir' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('gonderiler.csv');
    const shipments = (await readFile(await download.path(), 'utf8')).replace('\uFEFF', '').split('\r\n');
    expect(shipments[0]).toBe(
      '"No";"Müşteri";"Müşteri Telefonu";"Durum";"Alış Şehri";"Araç / İhale";"Tutar";"Tarih"',
    );
    expect(shipments.slice(1, -1).map((line) => line.split(';')[0])).toEqual(['"1004"', '"1003"']);

    await page.goto(`/admin/hesap/mutabakat/?from=${istanbulDay(7)}&to=${istanbulDay(0)}`);
    await expect(page.getByRole('button', { name: 'CSV İndir' })).toBeVisible(slow);
    const reconciliation = await csvOf(page, () => page.getByRole('button', { name: 'CSV İndir' }).click());
    const [header, ...rows] = reconciliation.replace('\uFEFF', '').trim().split('\r\n');
    expect(header).toContain('"Fark";"Fark Açıklaması"');
    expect(rows.join('\n')).toMatch(/;"-50";"Eksik tahsilat: 50,00 ₺"/);
  });
});

test.describe('Üye Paketleri at 1366 px', () => {
  test('a table that fits, a wide search box and money on one line @desktop-only', async ({ page }) => {
    await signInByApi(page, 'admin', '/admin/paket/uye-paket-liste/');
    await expect(page.getByRole('columnheader', { name: /Tutar/ })).toBeVisible(slow);
    expect((await page.getByRole('searchbox').first().boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(200);
    expect(await sidewaysOverflow(page)).toEqual({ page: 0, scrollers: [] });
    const price = page.getByText(/^\d{1,3}(\.\d{3})*,\d{2} ₺$/).first();
    expect((await price.boundingBox())?.height ?? 100).toBeLessThan(30);
    await page.screenshot({ path: `${shots}/member-packages-1366.png`, fullPage: true });
  });
});

test.describe('staff at 768 px', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('Üye Paketleri: actions without sideways scrolling, a search box wide enough to type in @desktop-only', async ({
    page,
  }) => {
    await signInByApi(page, 'admin', '/admin/paket/uye-paket-liste/');
    await expect(page.getByRole('table', { name: /paket/i })).toBeVisible(slow);
    const search = page.getByRole('searchbox').first();
    expect((await search.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(200);
    // Neither the page nor the table scrolls sideways: the rows are cards at this width.
    expect(await sidewaysOverflow(page)).toEqual({ page: 0, scrollers: [] });
    // A row's buttons are wholly on screen once scrolled down to (not sideways).
    const action = page.getByRole('button', { name: /Aktif Yap|Süresi Doldu|Ödeme Yapılmadı/ }).first();
    await action.scrollIntoViewIfNeeded();
    await expect(action).toBeInViewport({ ratio: 1 });
    // Money stays on one line.
    const price = page.getByText(/^\d{1,3}(\.\d{3})*,\d{2} ₺$/).first();
    const box = await price.boundingBox();
    expect(box?.height ?? 100).toBeLessThan(30);
    await page.screenshot({ path: `${shots}/member-packages-768.png`, fullPage: true });
  });

  test('long words (a 100-letter name, a 1,000-letter description) do not widen the page @desktop-only', async ({
    page,
  }) => {
    const token = await signInByApi(page, 'admin', '/admin/paket/paket-tanim-liste/');
    await expect(page.getByRole('table')).toBeVisible(slow);
    const status = await page.evaluate(async (auth) => {
      const res = await fetch('/api/v1/admin/packages', {
        method: 'POST',
        headers: { Authorization: `Bearer ${auth}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Ç'.repeat(100),
          description: 'x'.repeat(1000),
          price: 5090,
          durationDays: 30,
          productCode: 'UZUN',
          isActive: true,
        }),
      });
      return res.status;
    }, token);
    expect(status).toBe(201);
    await page.reload();
    await expect(page.getByText('5.090,00 ₺').first()).toBeVisible(slow);
    // The page keeps its width (it grew to 7,927 px).
    expect((await sidewaysOverflow(page)).page).toBe(0);
    await page.screenshot({ path: `${shots}/packages-long-words-768.png`, fullPage: true });
  });
});
