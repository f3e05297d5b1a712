import { step } from './create-shipment-helpers';
import { test, expect } from './fixtures';
import { activeShipmentIds, fillShipment } from './support/offline';
import { signInByApi } from './support/session';

test('double-clicking "Gönderiyi Oluştur" creates one shipment', async ({ page }) => {
  test.setTimeout(120_000);
  await signInByApi(page, 'customer');
  await page.goto('/gonderi-olustur');
  const before = await activeShipmentIds(page);
  await fillShipment(page);

  await step(page, 6).getByRole('button', { name: 'Gönderiyi Oluştur' }).dblclick();
  await expect(page).toHaveURL(/\/gonderi-takip\/\d+\/hareketler\/$/, { timeout: 15_000 });
  const shipmentId = Number(/gonderi-takip\/(\d+)\//.exec(page.url())?.[1]);
  const after = await activeShipmentIds(page);
  expect(after).toHaveLength(before.length + 1);
  expect(after).toContain(shipmentId);
});
