import { test, expect } from './fixtures';
import { step } from './create-shipment-helpers';
import type { Page } from '@playwright/test';

const stops = (page: Page) => step(page, 5).locator('.mantine-Paper-root');
const titles = (page: Page) => stops(page).getByRole('textbox', { name: 'Adres Başlığı' });
const titleValues = (page: Page) =>
  titles(page).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

test('deliveries: added, the first fixed, moved up and removed', async ({ page, mock }) => {
  await page.goto('/gonderi-olustur');
  await mock.ready();
  await step(page, 5)
    .getByRole('button', { name: /Varış Adresi/ })
    .first()
    .click();

  // Three stops, each with its own title.
  await step(page, 5).getByRole('button', { name: 'Varış Adresi Ekle' }).click();
  await step(page, 5).getByRole('button', { name: 'Varış Adresi Ekle' }).click();
  await expect(stops(page)).toHaveCount(3);
  for (const [i, title] of ['Annem', 'Ofis', 'Depo'].entries()) await titles(page).nth(i).fill(title);
  await expect(step(page, 5).getByRole('heading', { level: 3 })).toHaveText([
    'Varış 1',
    'Varış 2',
    'Varış 3',
  ]);

  // Stop 1 can be neither removed nor moved up; the others can.
  const first = stops(page).nth(0);
  await expect(first.getByRole('button', { name: /Kaldır/ })).toHaveCount(0);
  await expect(first.getByRole('button', { name: /Yukarı Taşı/ })).toHaveCount(0);
  await expect(stops(page).nth(1).getByRole('button', { name: 'Varış 2: Kaldır' })).toBeVisible();
  await expect(stops(page).nth(2).getByRole('button', { name: 'Varış 3: Yukarı Taşı' })).toBeVisible();

  // Stop 3 up: Annem, Depo, Ofis.
  await page.getByRole('button', { name: 'Varış 3: Yukarı Taşı' }).click();
  await expect.poll(() => titleValues(page)).toEqual(['Annem', 'Depo', 'Ofis']);

  // Remove stop 2 (Depo): Annem, Ofis.
  await page.getByRole('button', { name: 'Varış 2: Kaldır' }).click();
  await expect(stops(page)).toHaveCount(2);
  await expect.poll(() => titleValues(page)).toEqual(['Annem', 'Ofis']);
  await expect(step(page, 5).getByRole('heading', { level: 3 })).toHaveText(['Varış 1', 'Varış 2']);
  await expect(
    stops(page)
      .nth(0)
      .getByRole('button', { name: /Kaldır|Yukarı Taşı/ }),
  ).toHaveCount(0);
});
