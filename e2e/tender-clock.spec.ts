import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { apiAs, switchUser, trMoney } from './support/tracking-session';

interface ShipmentData {
  shipmentId: number;
  vehicleType: number;
  weightType: number;
  totalPrice: number;
  acceptedTotalPrice: number | null;
  startAddress: Record<string, unknown>;
  shipmentList: { startAddress: Record<string, unknown>; contentType: number }[];
}

async function openTab(page: Page, name: 'Detay' | 'Hareketler' | 'İhale') {
  await page.getByRole('navigation', { name: 'Gönderi sekmeleri' }).getByRole('link', { name }).click();
}

test('at the end of the tender the lowest of several bidders is assigned with the tender discount', async ({
  page,
  mock,
}) => {
  await mock.ready();
  await mock.reset();
  // Emre (car) withdrew earlier; he bids again, under Ali's active offer: two active bids.
  await switchUser(page, 'emre');
  const { data: seeded } = await apiAs<{ offers: { courierId: number; priceQuoteAmount: number }[] }>(
    page,
    '/shipment/1004/price-quote',
  );
  const aliAmount = seeded.offers.find((o) => o.courierId === 3)?.priceQuoteAmount ?? 0;
  const emreAmount = Math.floor(aliAmount * 0.9 * 100) / 100;
  const bid = await apiAs(page, '/shipment/1004/price-quote', {
    method: 'POST',
    body: { priceQuoteAmount: emreAmount },
  });
  expect(bid.status).toBe(201);

  await switchUser(page, 'customer', '/gonderi-takip/1004/ihale/');
  const panel = page.getByRole('region', { name: 'İhale' });
  await expect(panel.getByText('Devam Ediyor')).toBeVisible();
  await expect(panel.getByRole('listitem', { name: /Emre Arslan .* İptal Etti/ })).toBeVisible();
  await expect(
    panel.getByRole('listitem', { name: `Emre Arslan ${trMoney(emreAmount)} ₺ Teklif Verdi` }),
  ).toBeVisible();
  await expect(
    panel.getByRole('listitem', { name: `Ali Demir ${trMoney(aliAmount)} ₺ Teklif Verdi` }),
  ).toBeVisible();

  // 31 minutes later by the server clock: the panel's countdown (server time) runs out by itself
  // and the panel refetches; the server settles the tender on that read.
  await mock.advanceClock(31);
  await expect(panel.getByText('Tamamlandı')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('tender-countdown')).toBeHidden();
  await expect(
    panel.getByRole('listitem', { name: `Emre Arslan ${trMoney(emreAmount)} ₺ İhaleyi Aldı` }),
  ).toBeVisible();
  await expect(panel.getByRole('listitem', { name: /^Ali Demir .* İhaleyi Aldı$/ })).toHaveCount(0);

  await openTab(page, 'Detay');
  const card = page.getByRole('article', { name: 'Gönderi No: 1004' });
  await expect(card.getByText('Kurye Atama')).toBeVisible();
  const { data: shipment } = await apiAs<ShipmentData>(page, '/shipment/1004');
  expect(shipment.acceptedTotalPrice).toBe(emreAmount);
  await expect(card.locator('tr[data-line="acceptedTotalPrice"]')).toContainText(`${trMoney(emreAmount)} ₺`);
  await expect(card.locator('tr[data-line="tenderDiscount"]')).toContainText(
    `${trMoney(Math.round((emreAmount - shipment.totalPrice) * 100) / 100)} ₺`,
  );
  await expect(page.getByRole('region', { name: 'Kurye' })).toContainText('Emre Arslan');
  await expect(page.getByRole('region', { name: 'Kurye' })).toContainText('Araba');

  await openTab(page, 'Hareketler');
  const history = page.getByRole('region', { name: 'Gönderi Hareketleri' });
  await expect(history.getByText('Teklif Süreci')).toBeVisible();
  await expect(history.locator('[data-state="progress"]')).toContainText('Kurye Atama');
});

test('a tender without bids goes on at the listed price and waits for a courier', async ({ page, mock }) => {
  await mock.ready();
  await mock.reset();
  await switchUser(page, 'customer');
  // A new motorcycle shipment put to tender, with the addresses of a seeded one.
  const { data: template } = await apiAs<ShipmentData>(page, '/shipment/1002');
  const strip = (a: Record<string, unknown>) => {
    const { cityName: _c, countyName: _co, districtName: _d, ...rest } = a;
    return rest;
  };
  const { status, data: created } = await apiAs<{ shipmentId: number }>(page, '/shipment', {
    method: 'POST',
    body: {
      vehicleType: template.vehicleType,
      weightType: template.weightType,
      paymentType: 1,
      includeInsurance: false,
      hasTransportService: false,
      getPriceQuote: true,
      startAddress: strip(template.startAddress),
      shipmentList: template.shipmentList.map((d) => ({
        startAddress: strip(d.startAddress),
        contentType: d.contentType,
      })),
    },
  });
  expect(status).toBe(201);
  const id = created.shipmentId;

  await page.goto(`/gonderi-takip/${id}/ihale/`);
  const panel = page.getByRole('region', { name: 'İhale' });
  await expect(panel.getByText('Devam Ediyor')).toBeVisible();
  await expect(panel.getByText('Henüz teklif verilmedi.')).toBeVisible();

  await mock.advanceClock(31);
  await expect(panel.getByText('Tamamlandı')).toBeVisible({ timeout: 15_000 });
  await expect(
    panel.getByText('İhaleye teklif gelmedi; gönderi liste fiyatıyla devam ediyor.'),
  ).toBeVisible();

  await openTab(page, 'Detay');
  const card = page.getByRole('article', { name: `Gönderi No: ${id}` });
  await expect(card.getByText('Kurye Atama')).toBeVisible();
  const { data: shipment } = await apiAs<ShipmentData>(page, `/shipment/${id}`);
  expect(shipment.acceptedTotalPrice).toBe(shipment.totalPrice);
  await expect(card.locator('tr[data-line="acceptedTotalPrice"]')).toContainText(
    `${trMoney(shipment.totalPrice)} ₺`,
  );
  await expect(card.locator('tr[data-line="tenderDiscount"]')).toContainText('0,00 ₺');

  // A motorcycle courier finds it in their open work and takes it at the listed price.
  await switchUser(page, 'mehmet', '/kurye/isler?sekme=bekleyen');
  const open = page.getByRole('region', { name: 'Bekleyen İşler' });
  const job = open.getByRole('article', { name: `Gönderi No: ${id}` });
  await expect(job).toBeVisible();
  await job.getByRole('button', { name: 'İşi Kabul Et' }).click();
  // Issue 28: confirmed first, with the amount; then a short notice, no dialog to acknowledge.
  await page.getByRole('dialog', { name: 'İşi Kabul Et' }).getByRole('button', { name: 'Onay' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'İşlem gerçekleşti.' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'İş sekmeleri' })
    .getByRole('link', { name: /Aktif İşlerim/ })
    .click();
  await expect(
    page.getByRole('region', { name: 'Aktif İşlerim' }).getByRole('article', { name: `Gönderi No: ${id}` }),
  ).toBeVisible();
});
