import { test, expect } from './fixtures';
import { choose, next, step } from './create-shipment-helpers';
import { waitForServiceWorker } from './support/offline';
import { signInByApi } from './support/session';
import type { Locator, Page } from '@playwright/test';

// Issue 15: the map picker crashed offline when it had never been opened online ("Unable to
// preload CSS…"), and a shipment made offline was priced at 0 km from the default centre.
async function placeOnMapOffline(page: Page, scope: Locator, dx: number): Promise<void> {
  await scope.getByRole('button', { name: 'Haritadan Konum Seçimi Yap' }).click();
  const dialog = page.getByRole('dialog', { name: 'Haritadan Konum Seçimi' });
  const canvas = dialog.locator('canvas.maplibregl-canvas');
  await expect(canvas).toBeVisible({ timeout: 20_000 });
  const box = (await canvas.boundingBox())!;
  await canvas.click({ position: { x: box.width / 2 + dx, y: box.height / 2 - 20 } });
  await dialog.getByRole('button', { name: 'Adres Seçimini Tamamla' }).click();
  await expect(dialog).toBeHidden();
  await expect(scope.getByText('Konum seçildi')).toBeVisible();
}

async function fillWithoutMap(
  scope: Locator,
  title: string,
  county: [string, string],
  district: [string, string],
) {
  await scope.getByRole('textbox', { name: 'Adres Başlığı' }).fill(title);
  await choose(scope, 'İl', 'istanbul', 'İstanbul');
  await choose(scope, 'İlçe', county[0], county[1]);
  await choose(scope, 'Mahalle', district[0], district[1]);
  await scope
    .getByRole('textbox', { name: 'Açık Adres' })
    .fill(`${title} adresi, ${district[1]} ${county[1]}`);
}

test(
  'the map opened for the first time offline works, and the price is an estimate from the chosen places',
  { tag: '@sw' },
  async ({ page, context }) => {
    test.setTimeout(120_000);
    await signInByApi(page, 'customer', '/gonderi-olustur');
    await waitForServiceWorker(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kurye Çağır');

    // Online: the lookups load while the pickup is typed; the map is never opened.
    await step(page, 1).getByRole('radio', { name: 'Motor' }).check();
    await next(page, 1);
    const pickup = step(page, 4);
    await fillWithoutMap(pickup, 'Ofis', ['kadık', 'Kadıköy'], ['caferağa', 'Caferağa Mah']);

    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await placeOnMapOffline(page, pickup, -60);
    await expect(page.getByText('Beklenmedik bir hata oluştu')).toHaveCount(0);
    await expect(page.getByText(/Unable to preload/)).toHaveCount(0);

    // The delivery, offline: Kadıköy's districts are in the cache since the pickup.
    await next(page, 4);
    const stop = step(page, 5).locator('.mantine-Paper-root').nth(0);
    await fillWithoutMap(stop, 'Ev', ['kadık', 'Kadıköy'], ['fenerbah', 'Fenerbahçe Mah']);
    await placeOnMapOffline(page, stop, 80);

    // An estimate on the device from the two chosen places, labelled so (the server prices the
    // shipment when it arrives). Both taps are near the map's opening centre: a short trip.
    await expect(page.getByText('Tahmini (çevrimdışı)')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('summary-total')).toHaveText(/\d+,\d\d ₺/);
    await context.setOffline(false);
  },
);
