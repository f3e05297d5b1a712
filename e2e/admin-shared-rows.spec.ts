// The admin's shared filter row and button row (features/admin/common/rows.module.css), composed by
// several screens: stacked on a phone, one row from 36em with each screen's own columns; row
// buttons at least 44 px tall. Also the screens a reviewer looks at (SCREENS_DIR).
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { signInByApi } from './support/session';

const box = async (l: Locator) => {
  const b = await l.boundingBox();
  if (!b) throw new Error('not on screen');
  return b;
};

/** The tops of the search row's fields, rounded: one value means one line. */
async function fieldTops(page: Page): Promise<number[]> {
  const fields = page.getByRole('search').locator(':scope > *');
  await expect(fields.first()).toBeVisible();
  const tops: number[] = [];
  for (const f of await fields.all()) tops.push(Math.round((await box(f)).y));
  return tops;
}

async function shot(page: Page, name: string) {
  const dir = process.env.SCREENS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

// Untagged, so only the phone project runs it (playwright.config.ts).
test('the filter rows stack on a phone, the row buttons are big enough for a thumb', async ({ page }) => {
  test.setTimeout(120_000);
  await signInByApi(page, 'admin', '/admin/uye/uye-listele/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Üye Listesi');
  const members = await fieldTops(page);
  expect(new Set(members).size).toBe(members.length);
  await shot(page, 'members-360');

  await page.goto('/admin/paket/paket-tanim-liste/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paket Tanımları');
  const edit = page.getByRole('button', { name: /: Düzenle$/ }).first();
  expect((await box(edit)).height).toBeGreaterThanOrEqual(44);
  await shot(page, 'packages-360');

  await page.goto('/admin/yardim/yardim-liste/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yardım');
  await shot(page, 'help-360');
});

test('the filter rows are one line on a desktop, with each screen’s columns @desktop-only', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInByApi(page, 'admin', '/admin/uye/uye-listele/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Üye Listesi');
  expect(new Set(await fieldTops(page)).size).toBe(1);
  // The search takes the rest; the two selects are 10rem each.
  const fields = page.getByRole('search').locator(':scope > *');
  expect(Math.round((await box(fields.nth(1))).width)).toBe(160);
  expect((await box(fields.first())).width).toBeGreaterThan(320);
  await shot(page, 'members-1366');

  await page.goto('/admin/bildirim/bildirim-liste/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bildirimler');
  expect(new Set(await fieldTops(page)).size).toBe(1);
  await shot(page, 'notifications-1366');

  await page.goto('/admin/paket/paket-tanim-liste/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paket Tanımları');
  expect(new Set(await fieldTops(page)).size).toBe(1);
  await shot(page, 'packages-1366');
});

test('at 768 the notifications filters put the search on its own line above three columns @desktop-only', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 768, height: 1024 });
  await signInByApi(page, 'admin', '/admin/bildirim/bildirim-liste/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bildirimler');
  const tops = await fieldTops(page);
  expect(tops.length).toBe(4);
  expect(new Set(tops.slice(1)).size).toBe(1);
  expect(tops[0]).toBeLessThan(tops[1] ?? 0);
  await shot(page, 'notifications-768');
});
