import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { apiAs, switchUser, trMoney } from './support/tracking-session';

interface Offer {
  priceQuoteOfferId: number;
  courierId: number;
  offerStatus: number;
  priceQuoteAmount: number;
  courierName?: string;
}

const floor2 = (v: number) => Math.floor(v * 100 + 1e-6) / 100;
const ceil2 = (v: number) => Math.ceil(v * 100 - 1e-6) / 100;
const tooHigh = (limit: number) =>
  `Teklifiniz diğer tekliflerden en az %5 daha az olmalıdır. Lütfen ${trMoney(limit)} ve altında teklif giriniz`;
const tooLow = (limit: number) =>
  `Teklifiniz diğer tekliflerden en fazla %50 daha az olabilir. Lütfen ${trMoney(limit)} ve üzerinde teklif giriniz`;

/** What the money input shows for an amount: Turkish separators, kuruş only when there are some. */
const inputText = (amount: number) =>
  Number.isInteger(amount) ? trMoney(amount).replace(/,00$/, '') : trMoney(amount);

async function offers(page: Page, shipmentId: number): Promise<Offer[]> {
  const { data } = await apiAs<{ offers: Offer[] }>(page, `/shipment/${shipmentId}/price-quote`);
  return data.offers;
}

const lowestActive = (list: Offer[]) =>
  Math.min(...list.filter((o) => o.offerStatus === 1).map((o) => o.priceQuoteAmount));

async function acknowledge(page: Page, text: string) {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Tamam' }).click();
  await expect(dialog).toBeHidden();
}

async function withdrawOwnOffer(page: Page) {
  await page.getByRole('button', { name: 'İptal Et' }).click();
  const confirm = page.getByRole('dialog', { name: 'Teklifi İptal Et' });
  await expect(confirm).toContainText('Teklifiniz iptal edilecektir.');
  await confirm.getByRole('button', { name: 'Onay' }).click();
  await acknowledge(page, 'İşlem Başarılı Gerçekleşti');
}

async function bid(page: Page, amount: number | string) {
  const input = page.getByLabel('Teklif Tutarı (₺)');
  await input.fill(typeof amount === 'number' ? trMoney(amount) : amount);
  await page.getByRole('button', { name: 'Teklif Ver' }).click();
}

/** The amount is shown back as it was read before anything is sent; Onay sends it. */
async function confirmBid(page: Page, amountText: string) {
  const confirm = page.getByRole('dialog', { name: 'Teklifi Onayla' });
  await expect(confirm).toContainText(`Bu gönderi için ${amountText} ₺ teklif vereceksiniz.`);
  await confirm.getByRole('button', { name: 'Onay' }).click();
}

test('two couriers bid on a tender, one cancels, the customer selects @desktop', async ({ page, mock }) => {
  // Three people, five bids and a selection: past 30 s on a loaded machine.
  test.slow();
  await mock.ready();
  await mock.reset();

  // Mehmet: his seeded offer is active, so he cancels it before bidding again.
  await switchUser(page, 'mehmet', '/gonderi-takip/1003/ihale/');
  const panel = page.getByRole('region', { name: 'İhale' });
  await expect(panel.getByText('Devam Ediyor')).toBeVisible();
  await expect(page.getByTestId('tender-countdown')).toHaveText(/^(30:00|[0-2]\d:[0-5]\d)$/);
  await withdrawOwnOffer(page);
  await expect(panel.getByRole('listitem', { name: /Mehmet Kaya .* İptal Etti/ })).toBeVisible();

  const lowest = lowestActive(await offers(page, 1003));
  const max = floor2(lowest * 0.95);
  const min = ceil2(lowest * 0.5);

  // Above 95% of the lowest active offer: refused with the exact text, the input reset to the limit.
  await bid(page, lowest);
  await expect(page.getByRole('alert').filter({ hasText: 'en az %5' })).toHaveText(tooHigh(max));
  await expect(page.getByLabel('Teklif Tutarı (₺)')).toHaveValue(inputText(max));

  // Below 50%: refused with the exact text.
  await bid(page, min - 1);
  await expect(page.getByRole('alert').filter({ hasText: 'en fazla %50' })).toHaveText(tooLow(min));

  // The limit itself is accepted.
  await bid(page, max);
  await confirmBid(page, trMoney(max));
  await acknowledge(page, 'İşlem Başarılı Gerçekleşti');
  await expect(
    panel.getByRole('listitem', { name: `Mehmet Kaya ${trMoney(max)} ₺ Teklif Verdi` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Teklif Ver' })).toBeHidden();

  // Hasan cancels his seeded offer and bids below Mehmet.
  await switchUser(page, 'hasan', '/gonderi-takip/1003/ihale/');
  await withdrawOwnOffer(page);
  const hasanBid = floor2(max * 0.95);
  await bid(page, max);
  await expect(page.getByRole('alert')).toHaveText(tooHigh(hasanBid));
  await bid(page, hasanBid);
  await confirmBid(page, trMoney(hasanBid));
  await acknowledge(page, 'İşlem Başarılı Gerçekleşti');

  // The customer selects Hasan's offer after a confirmation.
  await switchUser(page, 'customer', '/gonderi-takip/1003/ihale/');
  await expect(panel.getByRole('button', { name: 'Seç: Mehmet Kaya' })).toBeVisible();
  await panel.getByRole('button', { name: 'Seç: Hasan Çelik' }).click();
  const confirm = page.getByRole('dialog', { name: 'Teklifi Seç' });
  await expect(confirm).toContainText(`Hasan Çelik kuryesinin ${trMoney(hasanBid)} ₺ tutarındaki teklifi`);
  await confirm.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(panel.getByText('Devam Ediyor')).toBeVisible();
  await panel.getByRole('button', { name: 'Seç: Hasan Çelik' }).click();
  await page.getByRole('dialog', { name: 'Teklifi Seç' }).getByRole('button', { name: 'Onay' }).click();
  await acknowledge(page, 'İşlem Başarılı Gerçekleşti');

  await expect(panel.getByText('Tamamlandı')).toBeVisible();
  await expect(
    panel.getByRole('listitem', { name: `Hasan Çelik ${trMoney(hasanBid)} ₺ İhaleyi Aldı` }),
  ).toBeVisible();
  await expect(
    panel.getByRole('listitem', { name: `Mehmet Kaya ${trMoney(max)} ₺ Teklif Verdi` }),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Seç/ })).toHaveCount(0);

  // The detail tab: courier assignment, the accepted total and the tender discount.
  await page
    .getByRole('navigation', { name: 'Gönderi sekmeleri' })
    .getByRole('link', { name: 'Detay' })
    .click();
  const card = page.getByRole('article', { name: 'Gönderi No: 1003' });
  await expect(card.getByText('Kurye Atama')).toBeVisible();
  const { data: shipment } = await apiAs<{ totalPrice: number }>(page, '/shipment/1003');
  await expect(card.locator('tr[data-line="acceptedTotalPrice"]')).toContainText(`${trMoney(hasanBid)} ₺`);
  await expect(card.locator('tr[data-line="tenderDiscount"]')).toContainText(
    `${trMoney(Math.round((hasanBid - shipment.totalPrice) * 100) / 100)} ₺`,
  );
  const courier = page.getByRole('region', { name: 'Kurye' });
  await expect(courier).toContainText('Hasan Çelik');
  await expect(courier).toContainText('Motosiklet');
  await expect(courier.getByRole('link', { name: /0537 111 22 33/ })).toHaveAttribute(
    'href',
    'tel:05371112233',
  );
});

/** A tender whose listed total is above 1.000 ₺ (insurance on a declared 50.000 ₺), no offers yet. */
async function openTenderAbove1000(page: Page): Promise<number> {
  await switchUser(page, 'customer');
  const address = (title: string, districtId: number, fullAddress: string, lat: number, long: number) => ({
    title,
    cityId: 34,
    countyId: Math.floor(districtId / 1000),
    districtId,
    fullAddress,
    phoneNumber: '05321112233',
    worldCoordinate: { lat, long },
  });
  const { status, data } = await apiAs<{ shipmentId: number }>(page, '/shipment', {
    method: 'POST',
    body: {
      vehicleType: 1,
      weightType: 2,
      paymentType: 1,
      includeInsurance: true,
      shipmentValue: 50000,
      hasTransportService: false,
      getPriceQuote: true,
      startAddress: address(
        'Ev',
        34023005,
        'Caferağa Mah. Moda Cad. No:12 Kadıköy/İstanbul',
        40.9875,
        29.027,
      ),
      shipmentList: [
        {
          contentType: 7,
          startAddress: address(
            'İş',
            34010019,
            'Sinanpaşa Mah. Ihlamurdere Cad. No:7 Beşiktaş',
            41.043,
            29.005,
          ),
        },
      ],
    },
  });
  expect(status).toBe(201);
  return data.shipmentId;
}

test('a courier who types "1.000" bids one thousand lira, and sees it before it is sent', async ({
  page,
  mock,
}) => {
  await mock.ready();
  await mock.reset();
  const shipmentId = await openTenderAbove1000(page);

  // With no offer yet any positive amount passes the limits: a "1.000" read as 1,00 ₺ would win.
  await switchUser(page, 'hasan', `/gonderi-takip/${shipmentId}/ihale/`);
  const panel = page.getByRole('region', { name: 'İhale' });
  await bid(page, '1.000');
  const confirm = page.getByRole('dialog', { name: 'Teklifi Onayla' });
  await expect(confirm).toContainText('Bu gönderi için 1.000,00 ₺ teklif vereceksiniz. Onaylıyor musunuz?');

  // Vazgeç sends nothing and keeps what was typed.
  await confirm.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByLabel('Teklif Tutarı (₺)')).toHaveValue('1.000');
  expect(await offers(page, shipmentId)).toHaveLength(0);

  await page.getByRole('button', { name: 'Teklif Ver' }).click();
  await confirmBid(page, '1.000,00');
  await acknowledge(page, 'İşlem Başarılı Gerçekleşti');
  await expect(panel.getByRole('listitem', { name: 'Hasan Çelik 1.000,00 ₺ Teklif Verdi' })).toBeVisible();
  expect((await offers(page, shipmentId)).map((o) => o.priceQuoteAmount)).toEqual([1000]);
});
