import { test, expect } from './fixtures';
import { apiAs, switchUser } from './support/tracking-session';

test('a returned shipment reads as a return: its path, "İade Edildi", not a green "Tamamlanan" @desktop', async ({
  page,
  mock,
}) => {
  await mock.ready();
  await mock.reset();
  // The courier's path (docs/decisions/0005-shipment-statuses-the-courier-s-path.md): accept, pick up, payment, deliver… then a return.
  await switchUser(page, 'mehmet');
  for (const [fromState, toState, action] of [
    [1, 3, 3000],
    [3, 4, 3100],
    [4, 5, 3200],
    [5, 6, 3300],
    [6, 7, 3600],
    [7, 40, 3700],
  ]) {
    const r = await apiAs(page, '/shipment/1002/change-status', {
      method: 'PUT',
      body: { fromState, toState, action },
    });
    expect(r.status, `${fromState} → ${toState}`).toBe(200);
  }

  await switchUser(page, 'customer', '/gonderi-takip/1002/hareketler/');
  const history = page.getByRole('region', { name: 'Gönderi Hareketleri' });
  const steps = history.locator('[data-state]');
  await expect(steps).toHaveCount(7);
  await expect(steps.nth(4)).toContainText('Adrese Teslim Etme');
  await expect(steps.nth(5)).toContainText('Gönderi İade');
  await expect(steps.nth(6)).toContainText('İade Edildi');
  await expect(history.getByText('Tamamlanan')).toHaveCount(0);
  await expect(history.locator('[data-return]')).toHaveCount(2);

  await page
    .getByRole('navigation', { name: 'Gönderi sekmeleri' })
    .getByRole('link', { name: 'Detay' })
    .click();
  const card = page.getByRole('article', { name: 'Gönderi No: 1002' });
  await expect(card.getByText('İade Edildi')).toBeVisible();
  await expect(card.getByText('Tamamlanan')).toHaveCount(0);
});
