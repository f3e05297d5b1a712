import { test, expect } from './fixtures';
import { apiAs, switchUser, trMoney } from './support/tracking-session';

interface QuoteData {
  offers: { courierId: number; offerStatus: number; priceQuoteAmount: number }[];
}

test('after the end the tender shows its result, not a live "lowest" offer', async ({ page, mock }) => {
  await mock.ready();
  await mock.reset();
  await switchUser(page, 'customer', '/gonderi-takip/1004/ihale/');
  const { data: quote } = await apiAs<QuoteData>(page, '/shipment/1004/price-quote');
  const ali = quote.offers.find((o) => o.courierId === 3 && o.offerStatus === 1);
  expect(ali).toBeDefined();
  const panel = page.getByRole('region', { name: 'İhale' });
  const headline = panel.getByTestId('tender-headline');
  await expect(headline).toContainText('En Düşük Teklif');
  await expect(headline).toContainText(`${trMoney(ali!.priceQuoteAmount)} ₺`);

  await mock.advanceClock(31);
  await expect(panel.getByText('Tamamlandı')).toBeVisible({ timeout: 15_000 });
  await expect(headline).toContainText('Kazanan Teklif');
  await expect(headline).toContainText(`${trMoney(ali!.priceQuoteAmount)} ₺`);
  await expect(headline).not.toContainText('En Düşük Teklif');
  await expect(headline).not.toContainText('Henüz teklif yok');
});

test('a tender that ended without offers says the shipment goes on at the listed price', async ({
  page,
  mock,
}) => {
  await mock.ready();
  await mock.reset();
  // Ali withdraws the only active offer on 1004; nobody else bids.
  await switchUser(page, 'ali');
  const { data: quote } = await apiAs<QuoteData & { offers: { priceQuoteOfferId: number }[] }>(
    page,
    '/shipment/1004/price-quote',
  );
  const own = quote.offers.find((o) => o.courierId === 3 && o.offerStatus === 1) as
    { priceQuoteOfferId: number } | undefined;
  expect(
    (await apiAs(page, `/shipment/1004/price-quote/${own?.priceQuoteOfferId}`, { method: 'DELETE' })).status,
  ).toBe(200);
  await switchUser(page, 'customer', '/gonderi-takip/1004/ihale/');
  const panel = page.getByRole('region', { name: 'İhale' });
  await expect(panel.getByTestId('tender-headline')).toContainText('Henüz teklif yok');
  await mock.advanceClock(31);
  await expect(panel.getByText('Tamamlandı')).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByTestId('tender-headline')).toContainText(
    'Teklif gelmedi, liste fiyatından devam ediliyor',
  );
});

test('a restarted tender is a new round: the old winner is history, apart and collapsed', async ({
  page,
  mock,
}) => {
  await mock.ready();
  await mock.reset();
  // 1010: Ali won the first round, then gave the job up (3 → 8). The owner restarts it (8 → 2).
  await switchUser(page, 'customer', '/gonderi-takip/1010/ihale/');
  const panel = page.getByRole('region', { name: 'İhale' });
  await expect(panel.getByRole('list', { name: 'Teklifler' }).getByRole('listitem')).toHaveCount(1);
  const restart = await apiAs(page, '/shipment/1010/change-status', {
    method: 'PUT',
    body: { fromState: 8, toState: 2, action: 111 },
  });
  expect(restart.status).toBe(200);
  await page.reload();

  await expect(panel.getByText('Devam Ediyor')).toBeVisible();
  await expect(panel.getByText('Henüz teklif verilmedi.')).toBeVisible();
  await expect(panel.getByTestId('tender-headline')).toContainText('Henüz teklif yok');
  await expect(panel.getByRole('list', { name: 'Teklifler' })).toHaveCount(0);
  // The previous round sits apart, collapsed.
  const earlier = panel.getByText('Önceki tur (1 teklif)');
  await expect(earlier).toBeVisible();
  const oldList = panel.getByRole('list', { name: 'Önceki turun teklifleri' });
  await expect(oldList).toBeHidden();
  await earlier.click();
  await expect(oldList.getByRole('listitem', { name: /^Ali Demir .* İhaleyi Aldı$/ })).toBeVisible();
});
