import { describe, expect, it } from 'vitest';
import { accounts, advanceClock, api, setupMockServer } from './test/api';
import { shipmentBody } from './test/fixtures';

setupMockServer();

interface Offer {
  priceQuoteOfferId: number;
  courierId: number;
  offerStatus: number;
  priceQuoteAmount: number;
}
interface Quote {
  status: number;
  endDate: string;
  offers: Offer[];
}
interface Shipment {
  shipmentStatus: number;
  courierId: number | null;
  totalPrice: number;
  acceptedTotalPrice: number | null;
}

const lowestActive = (q: Quote) =>
  Math.min(...q.offers.filter((o) => o.offerStatus === 1).map((o) => o.priceQuoteAmount));
const tr = (n: number) =>
  new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);

describe('bids (docs/tender.md), checked by the server', () => {
  it('refuses a bid above 95% of the lowest active offer with the exact text', async () => {
    const ali = await accounts.ali();
    const quote = (await api<Quote>('GET', '/shipment/1004/price-quote', { token: ali })).body.data;
    const lowest = lowestActive(quote);
    const max = Math.floor(lowest * 0.95 * 100) / 100;
    // Ali already bids on 1004: withdraw first, then bid too high.
    const own = quote.offers.find((o) => o.courierId === 3 && o.offerStatus === 1);
    expect(own).toBeDefined();
    await api('DELETE', `/shipment/1004/price-quote/${own?.priceQuoteOfferId}`, { token: ali });
    const emre = await api<{ accessToken: string }>('POST', '/auth/login', {
      body: { identifier: '05381112233', password: 'Kurye123!', loginType: 4 },
    });
    const token = emre.body.data.accessToken;
    const q2 = (await api<Quote>('GET', '/shipment/1004/price-quote', { token })).body.data;
    expect(q2.offers.filter((o) => o.offerStatus === 1)).toHaveLength(0);
    // With no active offer any amount goes; then the limits apply against it.
    expect(
      (await api('POST', '/shipment/1004/price-quote', { token, body: { priceQuoteAmount: lowest } })).status,
    ).toBe(201);
    const high = await api('POST', '/shipment/1004/price-quote', {
      token: ali,
      body: { priceQuoteAmount: max + 1 },
    });
    expect(high.status).toBe(400);
    expect(high.body.code).toBe('BID_TOO_HIGH');
    expect(high.body.desc).toBe(
      `Teklifiniz diğer tekliflerden en az %5 daha az olmalıdır. Lütfen ${tr(max)} ve altında teklif giriniz`,
    );
  });

  it('refuses a bid below 50% and a missing amount with the exact texts', async () => {
    const hasan = await accounts.hasan();
    // Hasan's offer on 1003 is active: withdraw it, then bid again.
    const quote = (await api<Quote>('GET', '/shipment/1003/price-quote', { token: hasan })).body.data;
    const own = quote.offers.find((o) => o.courierId === 6 && o.offerStatus === 1);
    await api('DELETE', `/shipment/1003/price-quote/${own?.priceQuoteOfferId}`, { token: hasan });
    const after = (await api<Quote>('GET', '/shipment/1003/price-quote', { token: hasan })).body.data;
    const min = Math.ceil(lowestActive(after) * 0.5 * 100) / 100;
    const low = await api('POST', '/shipment/1003/price-quote', {
      token: hasan,
      body: { priceQuoteAmount: min - 1 },
    });
    expect(low).toMatchObject({ status: 400, body: { code: 'BID_TOO_LOW' } });
    expect(low.body.desc).toBe(
      `Teklifiniz diğer tekliflerden en fazla %50 daha az olabilir. Lütfen ${tr(min)} ve üzerinde teklif giriniz`,
    );
    const missing = await api('POST', '/shipment/1003/price-quote', { token: hasan, body: {} });
    expect(missing).toMatchObject({
      status: 400,
      body: { code: 'BID_REQUIRED', desc: 'Lütfen teklif tutarını giriniz' },
    });
    const good = await api<Offer>('POST', '/shipment/1003/price-quote', {
      token: hasan,
      body: { priceQuoteAmount: min },
    });
    expect(good.status).toBe(201);
    expect(good.body.data).toMatchObject({ courierId: 6, offerStatus: 1, priceQuoteAmount: min });
  });

  it('refuses withdrawing someone else’s offer', async () => {
    const hasan = await accounts.hasan();
    const quote = (await api<Quote>('GET', '/shipment/1003/price-quote', { token: hasan })).body.data;
    const mehmets = quote.offers.find((o) => o.courierId === 2);
    const r = await api('DELETE', `/shipment/1003/price-quote/${mehmets?.priceQuoteOfferId}`, {
      token: hasan,
    });
    expect(r).toMatchObject({
      status: 409,
      body: { code: 'OFFER_INVALID', desc: 'İşlem yapabilmek için geçerli bir paket seçiniz.' },
    });
  });
});

describe('tender settlement', () => {
  it('assigns the selected offer at its price when the customer selects it', async () => {
    const token = await accounts.customer();
    const quote = (await api<Quote>('GET', '/shipment/1003/price-quote', { token })).body.data;
    const hasans = quote.offers.find((o) => o.courierId === 6);
    const r = await api<Quote>('PUT', `/shipment/1003/price-quote/${hasans?.priceQuoteOfferId}/assign`, {
      token,
      body: hasans,
    });
    expect(r.status).toBe(200);
    expect(r.body.data.status).toBe(2);
    const s = (await api<Shipment>('GET', '/shipment/1003', { token })).body.data;
    expect(s).toMatchObject({
      shipmentStatus: 3,
      courierId: 6,
      acceptedTotalPrice: hasans?.priceQuoteAmount,
    });
  });

  it('assigns the lowest active bidder after 31 minutes of server time', async () => {
    const token = await accounts.customer();
    const quote = (await api<Quote>('GET', '/shipment/1003/price-quote', { token })).body.data;
    const lowest = [...quote.offers]
      .filter((o) => o.offerStatus === 1)
      .sort((a, b) => a.priceQuoteAmount - b.priceQuoteAmount)[0];
    await advanceClock(31);
    const fresh = await accounts.customer();
    const s = (await api<Shipment>('GET', '/shipment/1003', { token: fresh })).body.data;
    expect(s).toMatchObject({
      shipmentStatus: 3,
      courierId: lowest?.courierId,
      acceptedTotalPrice: lowest?.priceQuoteAmount,
    });
    const after = (await api<Quote>('GET', '/shipment/1003/price-quote', { token: fresh })).body.data;
    expect(after.status).toBe(2);
    expect(after.offers.find((o) => o.priceQuoteOfferId === lowest?.priceQuoteOfferId)?.offerStatus).toBe(3);
    const late = await api('POST', '/shipment/1003/price-quote', {
      token: await accounts.hasan(),
      body: { priceQuoteAmount: 10 },
    });
    expect([404, 409]).toContain(late.status);
  });

  it('a courier suspended during the tender leaves it: the offer is withdrawn and never wins', async () => {
    const token = await accounts.customer();
    const quote = (await api<Quote>('GET', '/shipment/1003/price-quote', { token })).body.data;
    const lowest = [...quote.offers]
      .filter((o) => o.offerStatus === 1)
      .sort((a, b) => a.priceQuoteAmount - b.priceQuoteAmount)[0];
    expect(lowest).toBeDefined();
    const suspended = await api('PUT', `/admin/members/${lowest?.courierId}/status`, {
      token: await accounts.admin(),
      body: { status: 4, reason: 'Şikâyet incelemesi' },
    });
    expect(suspended.status).toBe(200);
    const during = (await api<Quote>('GET', '/shipment/1003/price-quote', { token })).body.data;
    expect(during.offers.find((o) => o.priceQuoteOfferId === lowest?.priceQuoteOfferId)?.offerStatus).toBe(2);
    await advanceClock(31);
    const s = (await api<Shipment>('GET', '/shipment/1003', { token: await accounts.customer() })).body.data;
    expect(s.courierId).not.toBe(lowest?.courierId);
  });

  it('goes on at the listed price when nobody bid', async () => {
    const token = await accounts.customer();
    const created = await api<{ shipmentId: number }>('POST', '/shipment', {
      token,
      body: shipmentBody({ getPriceQuote: true }),
    });
    const id = created.body.data.shipmentId;
    await advanceClock(31);
    const fresh = await accounts.customer();
    const s = (await api<Shipment>('GET', `/shipment/${id}`, { token: fresh })).body.data;
    expect(s).toMatchObject({ shipmentStatus: 3, courierId: null, acceptedTotalPrice: s.totalPrice });
    // A motorcycle courier now finds it among open jobs and accepts it.
    const courier = await accounts.mehmet();
    const jobs = await api<{ shipmentId: number }[]>('GET', '/courier/tenders', { token: courier });
    expect(jobs.body.data.map((j) => j.shipmentId)).toContain(id);
    const accept = await api<Shipment>('PUT', `/shipment/${id}/change-status`, {
      token: courier,
      body: { fromState: 3, toState: 3, action: 3000 },
    });
    expect(accept.body.data.courierId).toBe(2);
  });
});

describe('the listed total is the ceiling of a tender (issue 14)', () => {
  async function freshTender() {
    const token = await accounts.customer();
    const created = await api<{ shipmentId: number }>('POST', '/shipment', {
      token,
      body: shipmentBody({ getPriceQuote: true }),
    });
    const id = created.body.data.shipmentId;
    const shipment = (await api<Shipment>('GET', `/shipment/${id}`, { token })).body.data;
    return { id, total: shipment.totalPrice };
  }

  it('refuses a first bid above the listed total, and one below half of it', async () => {
    const { id, total } = await freshTender();
    const courier = await accounts.mehmet();
    const tenTimes = await api('POST', `/shipment/${id}/price-quote`, {
      token: courier,
      body: { priceQuoteAmount: total * 10 },
    });
    expect(tenTimes).toMatchObject({ status: 400, body: { code: 'BID_ABOVE_LIST_PRICE' } });
    expect(tenTimes.body.desc).toBe(
      `Teklifiniz gönderinin liste fiyatından yüksek olamaz. Lütfen ${tr(total)} ve altında teklif giriniz`,
    );
    const tooLow = await api('POST', `/shipment/${id}/price-quote`, {
      token: courier,
      body: { priceQuoteAmount: Math.floor(total * 0.5) - 1 },
    });
    expect(tooLow).toMatchObject({ status: 400, body: { code: 'BID_BELOW_LIST_MIN' } });
    const atList = await api('POST', `/shipment/${id}/price-quote`, {
      token: courier,
      body: { priceQuoteAmount: total },
    });
    expect(atList.status).toBe(201);
  });
});

describe('a restart is a new tender round', () => {
  interface RoundQuote extends Quote {
    round?: number;
    offers: (Offer & { round?: number })[];
  }

  it('keeps the old round as history and counts only this round for bids and the winner', async () => {
    const customer = await accounts.customer();
    // 1010 went 2 → 3 (Ali won round 1) → 8 (Ali gave the job up).
    const before = (await api<RoundQuote>('GET', '/shipment/1010/price-quote', { token: customer })).body
      .data;
    expect(before.round).toBe(1);
    expect(before.offers.map((o) => [o.courierId, o.offerStatus, o.round])).toEqual([[3, 3, 1]]);
    const oldWin = before.offers[0]!.priceQuoteAmount;

    await api('PUT', '/shipment/1010/change-status', {
      token: customer,
      body: { fromState: 8, toState: 2, action: 111 },
    });
    const restarted = (await api<RoundQuote>('GET', '/shipment/1010/price-quote', { token: customer })).body
      .data;
    expect(restarted).toMatchObject({ status: 1, round: 2 });
    expect(restarted.offers.map((o) => [o.courierId, o.offerStatus, o.round])).toEqual([[3, 3, 1]]);

    // Ali may bid again in round 2: his won offer of round 1 is not "already active". Above the
    // old price too (up to the listed total), since the old round sets no limit.
    const { totalPrice } = (await api<Shipment>('GET', '/shipment/1010', { token: customer })).body.data;
    expect(totalPrice).toBeGreaterThan(oldWin / 0.95);
    const ali = await accounts.ali();
    const aliBid = await api<Offer & { round?: number }>('POST', '/shipment/1010/price-quote', {
      token: ali,
      body: { priceQuoteAmount: totalPrice },
    });
    expect(aliBid.status).toBe(201);
    expect(aliBid.body.data.round).toBe(2);
    // Emre's bid is checked against Ali's round-2 bid only.
    const emre = await accounts.emre();
    const tooHigh = await api('POST', '/shipment/1010/price-quote', {
      token: emre,
      body: { priceQuoteAmount: totalPrice },
    });
    expect(tooHigh.body.code).toBe('BID_TOO_HIGH');
    expect(
      (
        await api('POST', '/shipment/1010/price-quote', {
          token: emre,
          body: { priceQuoteAmount: oldWin },
        })
      ).status,
    ).toBe(201);

    await advanceClock(31);
    const fresh = await accounts.customer();
    const settled = (await api<Shipment>('GET', '/shipment/1010', { token: fresh })).body.data;
    expect(settled).toMatchObject({ shipmentStatus: 3, courierId: 7, acceptedTotalPrice: oldWin });
    const after = (await api<RoundQuote>('GET', '/shipment/1010/price-quote', { token: fresh })).body.data;
    expect(after.offers.filter((o) => o.offerStatus === 3).map((o) => [o.courierId, o.round])).toEqual([
      [3, 1],
      [7, 2],
    ]);
  });
});
