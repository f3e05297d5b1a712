// Issue 16, "Offline, for couriers": a status change made without a network waits on the device,
// the card says so, and it is sent once when the network is back (the outbox, Idempotency-Key).
import { mkdirSync } from 'node:fs';
import { test, expect } from './fixtures';
import { expectAccessible } from './support/axe';
import { UUID, waitForServiceWorker } from './support/offline';
import { signInByApi, TOKEN_STORAGE_KEY } from './support/session';
import { apiAs, switchUser } from './support/tracking-session';
import { recordedStatusChanges, recordStatusChanges } from './support/courier-work';

const dir = 'test-results/screens';
mkdirSync(dir, { recursive: true });

interface Step {
  shipmentStatus: number;
  statusDesc: string;
  complatedStatus: number;
  date: string | null;
}

test(
  'a courier’s status change made offline waits on the card, is sent exactly once when the network is back, and the customer sees it',
  { tag: '@sw' },
  async ({ page, context, mock }) => {
    test.setTimeout(150_000);
    await recordStatusChanges(page);
    await mock.ready();
    await mock.reset();

    // Mehmet Kaya signs in as a courier.
    await page.goto('/kurye/giris');
    await page.getByLabel('Telefon Numarası').pressSequentially('05331112233');
    await page.getByLabel('Şifre').fill('Kurye123!');
    await page.getByRole('button', { name: 'Giriş' }).click();
    await expect(page).not.toHaveURL(/\/kurye\/giris/);

    // 1005 is his, at 3 (Kurye Atama): the seed (mocks/seed/shipments.ts).
    const { data: before } = await apiAs<{ courierId: number; shipmentStatus: number }>(
      page,
      '/shipment/1005',
    );
    expect(before).toMatchObject({ courierId: 2, shipmentStatus: 3 });

    await page.goto('/gonderi-takip/1005/');
    await waitForServiceWorker(page);
    const card = page.getByRole('article', { name: 'Gönderi No: 1005' });
    await expect(card.getByText('Kurye Atama')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Adrese Gidiyorum' })).toBeVisible();

    // No network: the tap is kept on the device, and the card says it waits.
    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toContainText('Çevrimdışısınız.');
    await card.getByRole('button', { name: 'Adrese Gidiyorum' }).click();
    const waiting = card.getByRole('status').filter({ hasText: 'Adresten Teslim Alma: bekliyor' });
    await expect(waiting).toBeVisible();
    await expect(waiting).toContainText('Bu değişiklik bağlantı gelince gönderilecek.');
    await expect(card.getByTestId('pending-status')).toHaveText('Adresten Teslim Alma: bekliyor');
    // Only as "bekliyor": the status itself is still the server's, and no other step is offered.
    await expect(card.getByText('Kurye Atama')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Adrese Gidiyorum' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'İşten Vazgeç' })).toHaveCount(0);
    await expect(page.getByTestId('offline-banner')).toContainText(
      'Durum değişikliğiniz bağlantı gelince gönderilecek.',
    );
    expect(await recordedStatusChanges(page)).toEqual([]);

    // What the courier sees: the banner and the badge at the top, the notice where the buttons were.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${dir}/courier-offline-status-waiting-360-top.png` });
    await waiting.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/courier-offline-status-waiting-360.png` });
    // The notice and the badge (the card's price receipt is the card's own, scanned elsewhere).
    await expectAccessible(
      page,
      'a status change waiting for the network',
      '[data-testid="pending-status-notice"]',
    );
    await expectAccessible(page, 'the waiting badge', '[data-testid="pending-status"]');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${dir}/courier-offline-status-waiting-1366-top.png` });
    await waiting.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/courier-offline-status-waiting-1366.png` });
    await page.setViewportSize({ width: 360, height: 740 });

    // Back online: sent once, with its key; the card shows the new status and the next steps.
    await context.setOffline(false);
    await expect(card.getByText('Adresten Teslim Alma', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(card.getByTestId('pending-status')).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Teslim Aldım, Ödeme Al' })).toBeVisible();
    const sent = await recordedStatusChanges(page);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ path: '/api/v1/shipment/1005/change-status' });
    expect(sent[0]?.key).toMatch(UUID);

    // A reload (the outbox runs again at start) sends nothing more.
    await page.reload();
    await expect(card.getByText('Adresten Teslim Alma', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Teslim Aldım, Ödeme Al' })).toBeVisible();
    expect(await recordedStatusChanges(page)).toHaveLength(1);

    // The server moved once: one step to 4 in the history, now in progress.
    const { data: steps } = await apiAs<Step[]>(page, '/shipment/1005/history');
    const pickUp = steps.filter((s) => s.shipmentStatus === 4);
    expect(pickUp).toHaveLength(1);
    expect(pickUp[0]?.date).not.toBeNull();

    // The customer's tracking shows it.
    await switchUser(page, 'customer', '/gonderi-takip/1005/hareketler/');
    const history = page.getByRole('region', { name: 'Gönderi Hareketleri' });
    await expect(history.getByText('Adresten Teslim Alma')).toBeVisible();
    await page.goto('/gonderi-takip/1005/');
    await expect(
      page
        .getByRole('article', { name: 'Gönderi No: 1005' })
        .getByText('Adresten Teslim Alma', { exact: true }),
    ).toBeVisible();
    expect(await recordedStatusChanges(page)).toHaveLength(1);
  },
);

test(
  'a change refused after reconnecting (the customer cancelled meanwhile) is said so on the card; it is never sent with another user’s session',
  { tag: '@sw' },
  async ({ page, context, mock }) => {
    test.setTimeout(150_000);
    await recordStatusChanges(page);
    await mock.ready();
    await mock.reset();
    const customerToken = await signInByApi(page, 'customer');
    const courierToken = await signInByApi(page, 'mehmet', '/gonderi-takip/1005/');
    await waitForServiceWorker(page);
    const card = page.getByRole('article', { name: 'Gönderi No: 1005' });
    await expect(card.getByRole('button', { name: 'Adrese Gidiyorum' })).toBeVisible();

    await context.setOffline(true);
    await card.getByRole('button', { name: 'Adrese Gidiyorum' }).click();
    await expect(
      card.getByRole('status').filter({ hasText: 'Adresten Teslim Alma: bekliyor' }),
    ).toBeVisible();

    // The customer signs in on this phone before the network is back: the courier's change stays.
    await page.evaluate(({ key, token }) => localStorage.setItem(key, token), {
      key: TOKEN_STORAGE_KEY,
      token: customerToken,
    });
    await page.reload();
    await context.setOffline(false);
    await page.goto('/gonderi-takip/1005/');
    await expect(
      page.getByRole('article', { name: 'Gönderi No: 1005' }).getByText('Kurye Atama'),
    ).toBeVisible();
    // Meanwhile the customer cancels the shipment.
    const cancel = await apiAs(page, '/shipment/1005/change-status', {
      method: 'PUT',
      body: { fromState: 3, toState: 50, action: 1500 },
    });
    expect(cancel.status).toBe(200);
    expect((await recordedStatusChanges(page)).filter((r) => r.key !== null)).toEqual([]);

    // The courier is back: the change goes once, is refused, and the card says why.
    await page.evaluate(({ key, token }) => localStorage.setItem(key, token), {
      key: TOKEN_STORAGE_KEY,
      token: courierToken,
    });
    await page.reload();
    const refused = card.getByRole('alert');
    await expect(refused).toContainText('"Adresten Teslim Alma" kaydedilemedi', { timeout: 15_000 });
    await expect(refused).toContainText('Gönderinin durumu değişmiş.');
    await expect(card.getByText('İptal', { exact: true })).toBeVisible();
    await expect(page.getByText('İşlem gönderilemedi')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${dir}/courier-offline-status-refused-360-top.png` });
    await refused.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/courier-offline-status-refused-360.png` });
    await expectAccessible(page, 'a refused status change', '[data-testid="pending-status-notice"]');
    await page.setViewportSize({ width: 1366, height: 900 });
    await refused.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/courier-offline-status-refused-1366.png` });
    await page.setViewportSize({ width: 360, height: 740 });

    const sent = (await recordedStatusChanges(page)).filter((r) => r.key !== null);
    expect(sent).toHaveLength(1);
    // Read, dismissed: no button of a cancelled shipment comes back.
    await refused.getByRole('button', { name: 'Tamam' }).click();
    await expect(card.getByRole('alert')).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Adrese Gidiyorum' })).toHaveCount(0);
    expect((await recordedStatusChanges(page)).filter((r) => r.key !== null)).toHaveLength(1);
  },
);
