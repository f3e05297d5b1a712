import { MOCK_START_MS } from './support/mock-start';
import { test, expect } from './fixtures';
import { postShipments, sampleShipmentBody } from './support/offline';
import { signInByApi } from './support/session';
import { apiAs } from './support/tracking-session';

// Tabs of one browser share one emulated server: what one tab writes, the next request of every
// other tab sees, without a reload (docs/decisions/0004-the-emulated-server.md).
test('a shipment created in one tab shows in another tab of the same browser', async ({
  page,
  mock,
  context,
}) => {
  await mock.ready();
  await mock.reset();
  await signInByApi(page, 'customer', '/gonderi-liste/aktif/');
  await expect(page.getByRole('heading', { level: 1, name: 'Gönderi Takip' })).toBeVisible();

  // The second tab is open (its copy of the data loaded) before the shipment exists.
  const other = await context.newPage();
  await other.goto('/gonderi-olustur');
  await other.locator('html[data-mock-ready="true"]').waitFor({ state: 'attached', timeout: MOCK_START_MS });

  const [answer] = await postShipments(page, {
    key: crypto.randomUUID(),
    body: sampleShipmentBody(),
  });
  expect(answer?.status).toBe(201);
  const shipmentId = answer!.shipmentId!;

  // Without a reload: the next request of the other tab sees it.
  const read = await apiAs<{ shipmentId: number }>(other, `/shipment/${shipmentId}`);
  expect(read.status).toBe(200);
  if ((await other.getByRole('button', { name: 'Menüyü aç' }).count()) > 0)
    await other.getByRole('button', { name: 'Menüyü aç' }).click();
  await other
    .getByRole('navigation', { name: 'Ana menü' })
    .getByRole('link', { name: 'Gönderi Takip' })
    .click();
  await expect(other.getByRole('article', { name: `Gönderi No: ${shipmentId}` })).toBeVisible();

  // And back the other way: the other tab cancels, the first tab's next read sees it.
  const cancelled = await apiAs(other, `/shipment/${shipmentId}/change-status`, {
    method: 'PUT',
    body: { fromState: 1, toState: 50, action: 1500 },
  });
  expect(cancelled.status).toBe(200);
  const again = await apiAs<{ shipmentStatus: number }>(page, `/shipment/${shipmentId}`);
  expect(again.data.shipmentStatus).toBe(50);
});
