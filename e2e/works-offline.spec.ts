import { mkdirSync } from 'node:fs';
import { choose, step } from './create-shipment-helpers';
import { test, expect } from './fixtures';
import {
  UUID,
  activeShipmentIds,
  fillShipment,
  postShipments,
  recordShipmentPosts,
  recordedShipmentPosts,
  waitForServiceWorker,
} from './support/offline';
import { signInByApi } from './support/session';

const dir = 'test-results/screens-offline';
mkdirSync(dir, { recursive: true });

test(
  'offline after one visit: shell, menu, cached lookups and the form work; a shipment sent offline is created once when back online',
  { tag: '@sw' },
  async ({ page, context }) => {
    test.setTimeout(150_000);
    await recordShipmentPosts(page);
    await signInByApi(page, 'customer');
    await page.goto('/gonderi-olustur');
    await waitForServiceWorker(page);
    const before = await activeShipmentIds(page);
    // Online: the form is filled, which loads the lookups (cities, counties, districts, parameters).
    await fillShipment(page);

    await context.setOffline(true);
    await page.reload();

    // The shell and the offline banner.
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toContainText('Çevrimdışısınız.');
    // Nothing is queued yet: the banner promises nothing about a shipment.
    await expect(banner).toContainText('Kayıtlı bilgiler gösteriliyor.');
    await expect(banner).not.toContainText('bağlantı gelince iletilecek');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kurye Çağır');
    // The draft came back; the lookups come from the persisted cache (the server is unreachable).
    await expect(page.getByText('Taslak geri yüklendi')).toBeVisible();
    await expect(page.getByTestId('last-updated')).toContainText(
      /Son güncelleme: \d\d\.\d\d\.\d{4} \d\d:\d\d/,
    );
    await page.screenshot({ path: `${dir}/360x740-offline-banner.png` });
    await step(page, 4).locator('.mantine-Accordion-control').click();
    await choose(step(page, 4), 'İlçe', 'üsküdar', 'Üsküdar');
    await choose(step(page, 4), 'İlçe', 'kadık', 'Kadıköy');
    await choose(step(page, 4), 'Mahalle', 'caferağa', 'Caferağa Mah');

    // Submitted offline: queued and shown as waiting.
    await step(page, 6).locator('.mantine-Accordion-control').click();
    await step(page, 6).getByRole('button', { name: 'Gönderiyi Oluştur' }).click();
    const card = page.getByRole('region', { name: 'Gönderilmeyi bekleyen gönderiler' });
    await expect(card).toContainText('Gönderilmeyi bekliyor');
    await expect(card).toContainText('Kadıköy / İstanbul → Beşiktaş / İstanbul');
    await expect(banner).toContainText('Gönderiniz bağlantı gelince iletilecek.');
    await page.screenshot({ path: `${dir}/360x740-queued-shipment.png` });

    // The menu and another page, still offline.
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await page
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: 'Gönderi Takip' })
      .click();
    await expect(page).toHaveURL('/gonderi-liste/aktif/');
    await expect(page.getByRole('region', { name: 'Gönderilmeyi bekleyen gönderiler' })).toContainText(
      'Gönderilmeyi bekliyor',
    );

    // A reload while still offline: the shipment is still waiting (it lives in IndexedDB).
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toContainText('Çevrimdışısınız.');
    await expect(page.getByRole('region', { name: 'Gönderilmeyi bekleyen gönderiler' })).toContainText(
      'Gönderilmeyi bekliyor',
    );
    expect(await recordedShipmentPosts(page)).toEqual([]);

    // Back online: sent once, with its key.
    await context.setOffline(false);
    await expect
      .poll(async () => (await activeShipmentIds(page)).length, { timeout: 15_000 })
      .toBe(before.length + 1);
    await expect(page.getByRole('region', { name: 'Gönderilmeyi bekleyen gönderiler' })).toHaveCount(0);
    const created = (await activeShipmentIds(page)).filter((id) => !before.includes(id));
    expect(created).toHaveLength(1);
    const posts = await recordedShipmentPosts(page);
    expect(posts.length).toBeGreaterThanOrEqual(1);
    expect(posts[0]?.key).toMatch(UUID);
    expect(new Set(posts.map((p) => p.key)).size).toBe(1);
    // The server knows the key: the same request again answers the same shipment.
    const [replay] = await postShipments(page, { key: posts[0]!.key!, body: posts[0]!.body });
    expect(replay).toMatchObject({ status: 201, shipmentId: created[0] });

    // Reloads and a second pass of the queue create nothing more.
    await page.reload();
    await page.goto('/gonderi-olustur');
    await page.waitForTimeout(1500);
    expect((await activeShipmentIds(page)).length).toBe(before.length + 1);
  },
);
