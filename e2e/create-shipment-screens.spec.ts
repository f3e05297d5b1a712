import { mkdirSync } from 'node:fs';
import { test, expect } from './fixtures';
import { choose, step } from './create-shipment-helpers';

// Not an assertion of looks: the screens of each step and of the map picker, for review.
const dir = 'test-results/screens-create';
mkdirSync(dir, { recursive: true });

for (const [width, height] of [
  [360, 740],
  [1366, 900],
] as const) {
  test(`screens of the create form at ${width}x${height}`, async ({ page, mock }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height });
    await page.goto('/gonderi-olustur');
    await mock.ready();
    const shot = (name: string, fullPage = true) =>
      page.screenshot({ path: `${dir}/${width}x${height}-${name}.png`, fullPage });
    await expect(step(page, 1).getByRole('radio', { name: 'Motor' })).toBeChecked();
    await shot('step-1');
    for (const id of [7, 4, 5, 3, 2, 6]) {
      await step(page, id).locator('.mantine-Accordion-control').click();
      await page.waitForTimeout(350);
      if (id === 4) await choose(step(page, 4), 'İl', 'istanbul', 'İstanbul');
      await shot(`step-${id}`);
    }
    await step(page, 4).getByRole('button', { name: 'Haritadan Konum Seçimi Yap' }).click();
    const dialog = page.getByRole('dialog', { name: 'Haritadan Konum Seçimi' });
    await expect(dialog.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 15_000 });
    await page.waitForTimeout(1200);
    await shot('map-picker', false);
    await expect(dialog.getByText('Sürükleyerek doğru konumu seçiniz')).toBeVisible();
  });
}
