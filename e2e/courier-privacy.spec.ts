import { test, expect } from './fixtures';
import { switchUser } from './support/tracking-session';

// Issue 27, item 4: a customer calls only the courier carrying the shipment; bidders see each
// other's amounts with a first name and the surname's initial.
const shots = 'test-results/screens/i27-privacy';

test('the courier card: a phone only while the courier carries the shipment @desktop', async ({
  page,
  mock,
}, testInfo) => {
  test.setTimeout(90_000);
  await mock.ready();
  await mock.reset();
  const shot = (name: string) =>
    page.screenshot({ path: `${shots}/${testInfo.project.name}-${name}.png`, fullPage: true });

  // 1005: Mehmet is on his way to the pickup (status 3): call him.
  await switchUser(page, 'customer', '/gonderi-takip/1005/');
  const courier = page.getByRole('region', { name: 'Kurye' });
  await expect(courier).toContainText('Mehmet Kaya');
  await expect(courier).toContainText(/\d+ tamamlanan iş/);
  await expect(courier.getByRole('link', { name: /0533 111 22 33/ })).toHaveAttribute(
    'href',
    'tel:05331112233',
  );

  // 1011 is delivered: the card stays, the phone is gone.
  await page.goto('/gonderi-takip/1011/');
  await expect(courier).toContainText('Mehmet Kaya');
  await expect(courier).toContainText(/\d+ tamamlanan iş/);
  await expect(courier.getByRole('link')).toHaveCount(0);
  await shot('courier-card-delivered');

  // The customer choosing sees each bidder's full name and completed jobs, no phone.
  await page.goto('/gonderi-takip/1003/ihale/');
  const panel = page.getByRole('region', { name: 'İhale' });
  const hasan = panel.getByRole('listitem', { name: /^Hasan Çelik / });
  await expect(hasan).toContainText(/\d+ tamamlanan iş/);
  await expect(panel.getByRole('link')).toHaveCount(0);
  await shot('offers-customer');

  // Mehmet bidding sees Hasan's amount and "Hasan Ç.", his own name in full.
  await switchUser(page, 'mehmet', '/gonderi-takip/1003/ihale/');
  await expect(panel.getByRole('listitem', { name: /^Hasan Ç\. / })).toBeVisible();
  await expect(panel.getByRole('listitem', { name: /^Mehmet Kaya / })).toBeVisible();
  await expect(panel).not.toContainText('Çelik');
  await expect(panel).not.toContainText('tamamlanan iş');
  await shot('offers-courier');
});
