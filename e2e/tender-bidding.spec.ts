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

/** What the number input shows for an amount: Turkish separators, no trailing decimal zeros. */
const inputText = (amount: number) =>
  trMoney(amount)
    .replace(/,(\d*?)0+$/, ',$1')
    .replace(/,$/, '');

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

async function bid(page: Page, amount: number) {
  const input = page.getByLabel('Teklif Tutarı (₺)');
  await input.fill(trMoney(amount));
  await page.getByRole('button', { name: 'Teklif Ver' }).click();
}

test('two couriers bid on a tender, one cancels, the customer selects @desktop', async ({ page, mock }) => {
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
  await acknowledge(page, 'İşlem Başarılı Gerçekleşti');

  // The customer selects Hasan's offer after a confirmation.
  await switchUser(page, 'customer', '/gonderi-takip/1003/ihale/');
  await expect(panel.getByRole('button', { name: 'Seç: Mehmet Kaya' })).toBeVisible();
  await panel.getByRole('button', { name: 'Seç: Hasan Çelik' }).click();
  const confirm = page.getByRole('dialog', { name: 'Teklifi Seç' });
  await expect(confirm).toContainText(`Hasan Çelik kuryesinin ${trMoney(hasanBid)} ₺ tutarındaki teklifi`);
  await confirm.getByRole('button', { name: 'İptal' }).click();
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
