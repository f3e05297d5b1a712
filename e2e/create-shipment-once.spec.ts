import { step } from './create-shipment-helpers';
import { test, expect } from './fixtures';
import {
  UUID,
  activeShipmentIds,
  fillShipment,
  postShipments,
  recordShipmentPosts,
  recordedShipmentPosts,
  sampleShipmentBody,
} from './support/offline';
import { signInByApi } from './support/session';

test('double-clicking "Gönderiyi Oluştur" creates one shipment, and sending its request again would not create another', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await recordShipmentPosts(page);
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

  // The request the app sent carries an Idempotency-Key.
  const posts = await recordedShipmentPosts(page);
  expect(posts.length).toBeGreaterThanOrEqual(1);
  const [sent] = posts;
  expect(sent?.key).toMatch(UUID);
  expect(new Set(posts.map((p) => p.key)).size).toBe(1);

  // Had the guard let the second click through (or the answer been lost and the request retried),
  // the same request again, once and twice at once, gives the same shipment and nothing more.
  const replays = await postShipments(page, { key: sent!.key!, body: sent!.body, times: 2 });
  expect(replays.map((r) => [r.status, r.shipmentId])).toEqual([
    [201, shipmentId],
    [201, shipmentId],
  ]);
  expect(await activeShipmentIds(page)).toEqual(after);
});

test('two requests with one Idempotency-Key at once create one shipment; the key with another body is refused', async ({
  page,
}) => {
  await signInByApi(page, 'customer');
  const before = await activeShipmentIds(page);
  const key = await page.evaluate(() => crypto.randomUUID());

  const answers = await postShipments(page, { key, body: sampleShipmentBody(), times: 2 });
  expect(answers.map((a) => a.status)).toEqual([201, 201]);
  const ids = new Set(answers.map((a) => a.shipmentId));
  expect(ids.size).toBe(1);
  const after = await activeShipmentIds(page);
  expect(after).toHaveLength(before.length + 1);
  expect(after).toContain([...ids][0]);

  const [changed] = await postShipments(page, {
    key,
    body: sampleShipmentBody({ vehicleType: 2, weightType: 3 }),
  });
  expect(changed).toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_MISMATCH' });
  expect(changed?.desc).toContain('farklı gönderi bilgileriyle');
  expect(await activeShipmentIds(page)).toEqual(after);
});
