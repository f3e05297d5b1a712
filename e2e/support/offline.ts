import { expect, type Page } from '@playwright/test';
import { fillAddress, next, sampleAddresses, step } from '../create-shipment-helpers';

/** Waits until the service worker is active and controls the page (its precache is complete). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
    },
    null,
    { timeout: 20_000 },
  );
}

/** The signed-in user's active shipments, read through the API inside the page. */
export async function activeShipmentIds(page: Page): Promise<number[]> {
  await page.locator('html[data-mock-ready="true"]').waitFor({ state: 'attached', timeout: 15_000 });
  return page.evaluate(async () => {
    const token = localStorage.getItem('kc.accessToken') ?? sessionStorage.getItem('kc.accessToken');
    const response = await fetch('/api/v1/shipment/active', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { data: { shipmentId: number }[] };
    return body.data.map((s) => s.shipmentId);
  });
}

/** Fills the create form of a signed-in customer up to step 6 (one pickup, one delivery). */
export async function fillShipment(page: Page): Promise<void> {
  await step(page, 1).getByRole('radio', { name: 'Motor' }).check();
  await next(page, 1);
  await fillAddress(page, step(page, 4), sampleAddresses.office);
  await next(page, 4);
  await fillAddress(page, step(page, 5).locator('.mantine-Paper-root').nth(0), sampleAddresses.home);
  await next(page, 5);
  await next(page, 3);
  await next(page, 2);
  await expect(step(page, 6).getByText('Toplam Tutar').locator('xpath=..')).toContainText('₺');
}
