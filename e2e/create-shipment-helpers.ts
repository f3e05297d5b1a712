import { expect, type Locator, type Page } from '@playwright/test';

/** The accordion item of a step (by its docs/forms-and-validation.md id). */
export const step = (page: Page, id: number) => page.locator(`[data-step="${id}"]`);

export async function next(page: Page, id: number): Promise<void> {
  await step(page, id).getByRole('button', { name: 'Sonraki Adım' }).click();
}

/** Picks an option of a searchable dropdown by typing (Turkish lower case) and clicking it. */
export async function choose(scope: Locator, label: string, search: string, option: string): Promise<void> {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await expect(box).toBeEnabled();
  await box.click();
  await box.fill(search);
  await scope.page().getByRole('option', { name: option, exact: true }).first().click();
  await expect(box).toHaveValue(option);
}

export async function typePhone(field: Locator, digits: string): Promise<void> {
  await field.click();
  await field.pressSequentially(digits, { delay: 10 });
}

/** Opens the map picker, clicks the map, takes the suggested address, finishes. */
async function pickOnMap(page: Page, scope: Locator, screenshot?: string): Promise<void> {
  await scope.getByRole('button', { name: 'Haritadan Konum Seçimi Yap' }).click();
  const dialog = page.getByRole('dialog', { name: 'Haritadan Konum Seçimi' });
  await expect(dialog.getByText('Sürükleyerek doğru konumu seçiniz')).toBeVisible();
  const canvas = dialog.locator('canvas.maplibregl-canvas');
  await expect(canvas).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByTestId('map-suggestion')).toBeVisible({ timeout: 10_000 });
  const box = await canvas.boundingBox();
  if (!box) throw new Error('map canvas has no box');
  await canvas.click({ position: { x: box.width / 2 + 40, y: box.height / 2 - 30 } });
  await page.waitForTimeout(500);
  await expect(dialog.getByTestId('map-suggestion')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Açık Adres Olarak Belirle' }).check();
  if (screenshot) await page.screenshot({ path: screenshot });
  await dialog.getByRole('button', { name: 'Adres Seçimini Tamamla' }).click();
  await expect(dialog).toBeHidden();
  await expect(scope.getByText('Konum seçildi')).toBeVisible();
}

export interface AddressData {
  title: string;
  city: [string, string];
  county: [string, string];
  district: [string, string];
  phone?: string;
  content?: [string, string];
  street?: string;
  door?: string;
}

/** The addresses most create-form tests use: an office in Kadıköy, a home in Levent. */
export const sampleAddresses = {
  office: {
    title: 'Ofis',
    city: ['istanbul', 'İstanbul'],
    county: ['kadık', 'Kadıköy'],
    district: ['caferağa', 'Caferağa Mah'],
    street: 'Moda Cd.',
    door: '12',
  },
  home: {
    title: 'Ev',
    content: ['koli', 'Koli'],
    phone: '5321112233',
    city: ['istanbul', 'İstanbul'],
    county: ['beşik', 'Beşiktaş'],
    district: ['levent', 'Levent Mah'],
  },
} satisfies Record<string, AddressData>;

export async function fillAddress(
  page: Page,
  scope: Locator,
  a: AddressData,
  screenshot?: string,
): Promise<void> {
  await scope.getByRole('textbox', { name: 'Adres Başlığı' }).fill(a.title);
  if (a.content) await choose(scope, 'Paket İçeriği', a.content[0], a.content[1]);
  if (a.phone) await typePhone(scope.getByRole('textbox', { name: 'Alıcı Telefonu' }), a.phone);
  await choose(scope, 'İl', a.city[0], a.city[1]);
  await choose(scope, 'İlçe', a.county[0], a.county[1]);
  await choose(scope, 'Mahalle', a.district[0], a.district[1]);
  if (a.street) await scope.getByRole('textbox', { name: 'Cadde / Sokak' }).fill(a.street);
  if (a.door) await scope.getByRole('textbox', { name: 'Dış Kapı No' }).fill(a.door);
  await pickOnMap(page, scope, screenshot);
}
