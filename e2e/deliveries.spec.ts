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

  // Buttons people press on the move are at least 44 px, and apart.
  const up = page.getByRole('button', { name: 'Varış 3: Yukarı Taşı' });
  const remove3 = page.getByRole('button', { name: 'Varış 3: Kaldır' });
  const upBox = (await up.boundingBox())!;
  const removeBox = (await remove3.boundingBox())!;
  expect(upBox.height).toBeGreaterThanOrEqual(44);
  expect(upBox.width).toBeGreaterThanOrEqual(44);
  expect(removeBox.x - (upBox.x + upBox.width)).toBeGreaterThanOrEqual(12);

  // Stop 3 up: Annem, Depo, Ofis; the moved card keeps the focus.
  await up.click();
  await expect.poll(() => titleValues(page)).toEqual(['Annem', 'Depo', 'Ofis']);
  await expect(page.getByRole('button', { name: 'Varış 2: Yukarı Taşı' })).toBeFocused();
  // Up again: now first, it has no "Yukarı Taşı": its title holds the focus.
  await page.getByRole('button', { name: 'Varış 2: Yukarı Taşı' }).click();
  await expect.poll(() => titleValues(page)).toEqual(['Depo', 'Annem', 'Ofis']);
  await expect(step(page, 5).getByRole('heading', { level: 3, name: 'Varış 1' })).toBeFocused();
  await page.getByRole('button', { name: 'Varış 2: Yukarı Taşı' }).click();
  await expect.poll(() => titleValues(page)).toEqual(['Annem', 'Depo', 'Ofis']);

  // Remove stop 2 (Depo): a filled stop asks first; "Vazgeç" keeps it.
  await page.getByRole('button', { name: 'Varış 2: Kaldır' }).click();
  const ask = page.getByRole('dialog', { name: 'Varış Adresini Kaldır' });
  await expect(ask).toContainText('Varış 2 ve girdiğiniz bilgileri kaldırılsın mı?');
  await ask.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(stops(page)).toHaveCount(3);
  await page.getByRole('button', { name: 'Varış 2: Kaldır' }).click();
  await ask.getByRole('button', { name: 'Kaldır' }).click();
  await expect(stops(page)).toHaveCount(2);
  await expect.poll(() => titleValues(page)).toEqual(['Annem', 'Ofis']);
  await expect(step(page, 5).getByRole('heading', { level: 3 })).toHaveText(['Varış 1', 'Varış 2']);
  await expect(
    stops(page)
      .nth(0)
      .getByRole('button', { name: /Kaldır|Yukarı Taşı/ }),
  ).toHaveCount(0);
});

// Issue 14: the form says the limits before the server has to.
test('the form stops at 20 deliveries and counts the characters of long fields', async ({ page, mock }) => {
  test.setTimeout(90_000);
  await page.goto('/gonderi-olustur');
  await mock.ready();
  await step(page, 5)
    .getByRole('button', { name: /Varış Adresi/ })
    .first()
    .click();
  const add = step(page, 5).getByRole('button', { name: 'Varış Adresi Ekle' });
  await expect(step(page, 5).getByText('En fazla 20 teslimat adresi (1 / 20).')).toBeVisible();
  for (let i = 1; i < 20; i++) await add.click();
  await expect(stops(page)).toHaveCount(20);
  await expect(add).toBeDisabled();
  await expect(step(page, 5).getByText('En fazla 20 teslimat adresi girilebilir.')).toBeVisible();

  const note = stops(page).nth(0).getByRole('textbox', { name: 'Kurye Notu' });
  await note.fill('Kapıcıya bırakın');
  await expect(stops(page).nth(0).getByText('(16 / 500 karakter)')).toBeVisible();
  await note.fill('x'.repeat(600));
  await expect(note).toHaveValue('x'.repeat(500));
  await expect(titles(page).nth(0)).toHaveAttribute('maxlength', '100');
});

test('the map button keeps its whole label at 360 px (it wraps, it is not cut)', async ({ page, mock }) => {
  await page.goto('/gonderi-olustur');
  await mock.ready();
  await step(page, 5)
    .getByRole('button', { name: /Varış Adresi/ })
    .first()
    .click();
  const button = step(page, 5).getByRole('button', { name: 'Haritadan Konum Seçimi Yap' });
  await expect(button).toBeVisible();
  const clipped = await button.evaluate((el) => {
    const label = el.querySelector('.mantine-Button-label') as HTMLElement;
    return label.scrollWidth > label.clientWidth + 1;
  });
  expect(clipped).toBe(false);
});

// Issue 15: ticking the suggestion replaced the typed full address, and unticking lost it.
test('the map suggestion can be tried and undone: unticking brings the typed address back', async ({
  page,
  mock,
}) => {
  await page.goto('/gonderi-olustur');
  await mock.ready();
  const pickup = step(page, 4);
  await pickup.getByRole('button', { name: /Çıkış Adresi/ }).click();
  const typed = 'Caferağa Mah. Moda Cad. No:12 Daire 3 Kadıköy';
  await pickup.getByRole('textbox', { name: 'Açık Adres' }).fill(typed);
  await pickup.getByRole('button', { name: 'Haritadan Konum Seçimi Yap' }).click();
  const dialog = page.getByRole('dialog', { name: 'Haritadan Konum Seçimi' });
  const text = dialog.getByRole('textbox', { name: 'Açık Adres' });
  await expect(text).toHaveValue(typed);
  await expect(dialog.getByTestId('map-suggestion')).toBeVisible({ timeout: 15_000 });
  const suggested = (await dialog.getByTestId('map-suggestion').textContent()) ?? '';
  const tick = dialog.getByRole('checkbox', { name: 'Açık Adres Olarak Belirle' });
  await tick.check();
  await expect(text).toHaveValue(suggested);
  await tick.uncheck();
  await expect(text).toHaveValue(typed);
  await dialog.getByRole('button', { name: 'Adres Seçimini Tamamla' }).click();
  await expect(pickup.getByRole('textbox', { name: 'Açık Adres' })).toHaveValue(typed);
});
