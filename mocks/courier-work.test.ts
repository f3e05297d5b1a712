// The courier's home (issue 16), checked against the emulated server: what an unassigned courier
// may read, the customer's phone, one active offer per tender, lowering an offer in one step,
// and delivering a multi-stop shipment stop by stop.
import { describe, expect, it } from 'vitest';
import { accounts, advanceClock, api, setupMockServer } from './test/api';

setupMockServer();

interface Address {
  cityId: number;
  streetName?: string;
  doorNumber?: string;
  fullAddress?: string;
  phoneNumber?: string;
  floor?: string;
}
interface Shipment {
  shipmentId: number;
  shipmentStatus: number;
  courierId: number | null;
  totalPrice: number;
  customerPhone?: string;
  startAddress: Address;
  shipmentList: { deliveryItemId: number; startAddress: Address; deliveredAt?: string | null }[];
  tenderInfo?: {
    offerCount: number;
    lowestOffer: number | null;
    ownOffer: { priceQuoteOfferId: number; priceQuoteAmount: number } | null;
  };
}
interface Offer {
  priceQuoteOfferId: number;
  courierId: number;
  offerStatus: number;
  priceQuoteAmount: number;
}
interface Quote {
  offers: Offer[];
}

const PRIVATE = ['streetName', 'doorNumber', 'fullAddress', 'phoneNumber', 'floor', 'apartmentNumber'];

describe('open work (docs/statuses-and-visibility.md): only city, county and district before assignment', () => {
  it('lists open jobs without street, door, phone or full address, with the tender figures', async () => {
    const mehmet = await accounts.mehmet();
    const { status, body } = await api<Shipment[]>('GET', '/courier/tenders', { token: mehmet });
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    for (const s of body.data) {
      for (const a of [s.startAddress, ...s.shipmentList.map((d) => d.startAddress)])
        for (const key of PRIVATE) expect(a).not.toHaveProperty(key);
      expect(s).not.toHaveProperty('customerPhone');
      expect(JSON.stringify(s)).not.toContain('0532');
    }
    const tender = body.data.find((s) => s.shipmentId === 1003);
    expect(tender?.tenderInfo).toMatchObject({ offerCount: 2, ownOffer: { priceQuoteOfferId: 2 } });
    // Mehmet's seeded offer (90%) is the lowest of the two.
    expect(tender?.tenderInfo?.lowestOffer).toBe(tender?.tenderInfo?.ownOffer?.priceQuoteAmount);
  });

  it("gives the customer's phone to the assigned courier in statuses 3 to 7 only", async () => {
    const ali = await accounts.ali();
    const own = await api<Shipment>('GET', '/shipment/1008', { token: ali });
    expect(own.body.data.customerPhone).toBe('05321112233');
    expect(own.body.data.startAddress.floor).toBe('3');
    // Another courier cannot read it at all; the customer gets no customerPhone field.
    const mehmet = await accounts.mehmet();
    expect((await api('GET', '/shipment/1008', { token: mehmet })).status).toBe(404);
    const customer = await accounts.customer();
    expect((await api<Shipment>('GET', '/shipment/1008', { token: customer })).body.data).not.toHaveProperty(
      'customerPhone',
    );
    // Mehmet's completed job (40): no full address, no phone any more.
    const done = await api<Shipment>('GET', '/shipment/1011', { token: mehmet });
    expect(done.body.data).not.toHaveProperty('customerPhone');
    expect(done.body.data.startAddress).not.toHaveProperty('streetName');
  });
});

describe('one active offer per tender per courier (docs/decisions/0020-courier-home-islerim-issue-16.md)', () => {
  it('refuses a second bid while the first is active', async () => {
    const mehmet = await accounts.mehmet();
    const second = await api('POST', '/shipment/1003/price-quote', {
      token: mehmet,
      body: { priceQuoteAmount: 1 },
    });
    expect(second).toMatchObject({ status: 409, body: { code: 'OFFER_ALREADY_ACTIVE' } });
    const quote = (await api<Quote>('GET', '/shipment/1003/price-quote', { token: mehmet })).body.data;
    expect(quote.offers.filter((o) => o.courierId === 2 && o.offerStatus === 1)).toHaveLength(1);
  });
});

describe('"Teklifimi Düşür": lowering one\'s own offer in one step', () => {
  async function quote(token: string) {
    return (await api<Quote>('GET', '/shipment/1003/price-quote', { token })).body.data;
  }

  it('takes a lower amount in place: no "İptal Etti" row, limits over the other couriers', async () => {
    const mehmet = await accounts.mehmet();
    const before = await quote(mehmet);
    const own = before.offers.find((o) => o.priceQuoteOfferId === 2)!;
    const hasan = before.offers.find((o) => o.courierId === 6)!;
    // The limit comes from Hasan's offer (95% of it), not from Mehmet's own lower one.
    const max = Math.floor(hasan.priceQuoteAmount * 0.95 * 100) / 100;
    expect(own.priceQuoteAmount).toBeLessThan(max);
    const lowered = Math.round((own.priceQuoteAmount - 10) * 100) / 100;
    const result = await api<Quote>('PUT', '/shipment/1003/price-quote/2', {
      token: mehmet,
      body: { priceQuoteAmount: lowered },
    });
    expect(result.status).toBe(200);
    const after = result.body.data.offers;
    expect(after).toHaveLength(before.offers.length);
    expect(after.filter((o) => o.offerStatus === 2)).toHaveLength(0);
    expect(after.find((o) => o.priceQuoteOfferId === 2)).toMatchObject({
      offerStatus: 1,
      priceQuoteAmount: lowered,
    });
  });

  it('refuses an amount that is not lower, or beyond the limits of the others', async () => {
    const mehmet = await accounts.mehmet();
    const q = await quote(mehmet);
    const own = q.offers.find((o) => o.priceQuoteOfferId === 2)!;
    const hasan = q.offers.find((o) => o.courierId === 6)!;
    const same = await api('PUT', '/shipment/1003/price-quote/2', {
      token: mehmet,
      body: { priceQuoteAmount: own.priceQuoteAmount },
    });
    expect(same).toMatchObject({ status: 400, body: { code: 'BID_NOT_LOWER' } });
    const min = Math.ceil(hasan.priceQuoteAmount * 0.5 * 100) / 100;
    const tooLow = await api('PUT', '/shipment/1003/price-quote/2', {
      token: mehmet,
      body: { priceQuoteAmount: min - 1 },
    });
    expect(tooLow).toMatchObject({ status: 400, body: { code: 'BID_TOO_LOW' } });
    const missing = await api('PUT', '/shipment/1003/price-quote/2', { token: mehmet, body: {} });
    expect(missing).toMatchObject({ status: 400, body: { code: 'BID_REQUIRED' } });
  });

  it("refuses another courier's offer, a withdrawn one and a closed tender", async () => {
    const hasan = await accounts.hasan();
    const notOwn = await api('PUT', '/shipment/1003/price-quote/2', {
      token: hasan,
      body: { priceQuoteAmount: 10 },
    });
    expect(notOwn).toMatchObject({ status: 409, body: { code: 'OFFER_INVALID' } });
    const customer = await accounts.customer();
    const asCustomer = await api('PUT', '/shipment/1003/price-quote/2', {
      token: customer,
      body: { priceQuoteAmount: 10 },
    });
    expect(asCustomer.status).toBe(403);
    await advanceClock(31);
    const mehmet = await accounts.mehmet();
    const closed = await api('PUT', '/shipment/1003/price-quote/2', {
      token: mehmet,
      body: { priceQuoteAmount: 10 },
    });
    // The tender ended and Mehmet's offer won it: it is no longer an active offer to lower.
    expect(closed).toMatchObject({ status: 409, body: { code: 'OFFER_INVALID' } });
  });
});

describe('multi-stop delivery, stop by stop', () => {
  it('records each stop time; the last stop completes the shipment (6 → 40)', async () => {
    const ali = await accounts.ali();
    const s = (await api<Shipment>('GET', '/shipment/1008', { token: ali })).body.data;
    expect(s.shipmentStatus).toBe(6);
    const [first, second] = s.shipmentList;
    const one = await api<Shipment>('PUT', `/shipment/1008/deliveries/${first!.deliveryItemId}/delivered`, {
      token: ali,
    });
    expect(one.status).toBe(200);
    expect(one.body.data.shipmentStatus).toBe(6);
    expect(one.body.data.shipmentList[0]?.deliveredAt).toEqual(expect.any(String));
    expect(one.body.data.shipmentList[1]?.deliveredAt ?? null).toBeNull();

    const again = await api('PUT', `/shipment/1008/deliveries/${first!.deliveryItemId}/delivered`, {
      token: ali,
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'STOP_ALREADY_DELIVERED' } });

    await advanceClock(12);
    const two = await api<Shipment>('PUT', `/shipment/1008/deliveries/${second!.deliveryItemId}/delivered`, {
      token: ali,
    });
    expect(two.body.data.shipmentStatus).toBe(40);
    const times = two.body.data.shipmentList.map((d) => Date.parse(d.deliveredAt ?? ''));
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(12 * 60_000);
    expect(times[1]! - times[0]!).toBeLessThan(13 * 60_000);

    // The customer sees each stop's own time.
    const customer = await accounts.customer();
    const seen = (await api<Shipment>('GET', '/shipment/1008', { token: customer })).body.data;
    expect(seen.shipmentList.map((d) => d.deliveredAt)).toEqual(
      two.body.data.shipmentList.map((d) => d.deliveredAt),
    );
  });

  it('refuses anyone but the assigned courier, another status and an unknown stop', async () => {
    const customer = await accounts.customer();
    const asOwner = await api('PUT', '/shipment/1008/deliveries/8/delivered', { token: customer });
    expect(asOwner).toMatchObject({ status: 409, body: { code: 'INVALID_TRANSITION' } });
    const mehmet = await accounts.mehmet();
    expect((await api('PUT', '/shipment/1008/deliveries/8/delivered', { token: mehmet })).status).toBe(404);
    // 1007 is Mehmet's at status 5 (payment): no stop can be delivered yet.
    const early = await api('PUT', '/shipment/1007/deliveries/7/delivered', { token: mehmet });
    expect(early).toMatchObject({ status: 409, body: { code: 'INVALID_TRANSITION' } });
    const ali = await accounts.ali();
    const unknown = await api('PUT', '/shipment/1008/deliveries/7/delivered', { token: ali });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'DELIVERY_NOT_FOUND' } });
  });

  it('a stop marked offline and sent again with its Idempotency-Key is recorded once', async () => {
    const ali = await accounts.ali();
    const headers = { 'Idempotency-Key': '7d1f0c2a-3b4c-4d5e-8f90-a1b2c3d4e5f6' };
    const first = await api<Shipment>('PUT', '/shipment/1008/deliveries/8/delivered', {
      token: ali,
      headers,
    });
    expect(first.status).toBe(200);
    const at = first.body.data.shipmentList[0]?.deliveredAt;
    await advanceClock(3);
    // The answer was lost: the outbox sends it again; the first answer, nothing changed.
    const replay = await api<Shipment>('PUT', '/shipment/1008/deliveries/8/delivered', {
      token: ali,
      headers,
    });
    expect(replay.status).toBe(200);
    expect(replay.body.data.shipmentList[0]?.deliveredAt).toBe(at);
    // The key of that stop for another stop, or from another user: refused.
    const other = await api('PUT', '/shipment/1008/deliveries/9/delivered', { token: ali, headers });
    expect(other).toMatchObject({ status: 422, body: { code: 'IDEMPOTENCY_KEY_MISMATCH' } });
    const stranger = await api('PUT', '/shipment/1008/deliveries/8/delivered', {
      token: await accounts.mehmet(),
      headers,
    });
    expect([404, 409]).toContain(stranger.status);
    const seen = (await api<Shipment>('GET', '/shipment/1008', { token: ali })).body.data;
    expect(seen.shipmentList[0]?.deliveredAt).toBe(at);
    expect(seen.shipmentList[1]?.deliveredAt ?? null).toBeNull();
  });

  it('"Teslim Ettim" on the whole shipment keeps the times of stops already delivered', async () => {
    const ali = await accounts.ali();
    const one = await api<Shipment>('PUT', '/shipment/1008/deliveries/8/delivered', { token: ali });
    const firstAt = one.body.data.shipmentList[0]?.deliveredAt;
    await advanceClock(5);
    const done = await api<Shipment>('PUT', '/shipment/1008/change-status', {
      token: ali,
      body: { fromState: 6, toState: 40, action: 3400 },
    });
    expect(done.body.data.shipmentStatus).toBe(40);
    expect(done.body.data.shipmentList[0]?.deliveredAt).toBe(firstAt);
    expect(done.body.data.shipmentList[1]?.deliveredAt).not.toBe(firstAt);
  });
});

describe('"İşe Açığım" off (issue 28): no new work is offered or taken; jobs in hand carry on', () => {
  it('lists nothing open, refuses bids, lowering and accepting with a Turkish reason', async () => {
    const mehmet = await accounts.mehmet();
    const open = (await api<Shipment[]>('GET', '/courier/tenders', { token: mehmet })).body.data;
    const waiting = open.find((s) => s.shipmentStatus === 1 || s.shipmentStatus === 3);
    expect(waiting).toBeDefined();
    const own = open.find((s) => s.tenderInfo?.ownOffer)?.tenderInfo?.ownOffer;
    expect(own).toBeTruthy();
    const active = (await api<Shipment[]>('GET', '/courier/shipments?scope=active', { token: mehmet })).body
      .data;

    const off = await api('PUT', '/courier/updateStatus', { token: mehmet, body: { isOpenToWork: false } });
    expect(off.status).toBe(200);
    expect((await api<Shipment[]>('GET', '/courier/tenders', { token: mehmet })).body.data).toEqual([]);

    const refusal = {
      status: 409,
      body: { code: 'NOT_OPEN_TO_WORK', desc: expect.stringContaining('İşe Açığım') },
    };
    const accept = await api('PUT', `/shipment/${waiting?.shipmentId}/change-status`, {
      token: mehmet,
      body: {
        fromState: waiting?.shipmentStatus,
        toState: waiting?.shipmentStatus === 1 ? 3 : 4,
        action: 3000,
      },
    });
    expect(accept).toMatchObject(refusal);
    const lower = await api('PUT', `/shipment/1003/price-quote/${own?.priceQuoteOfferId}`, {
      token: mehmet,
      body: { priceQuoteAmount: Math.floor((own?.priceQuoteAmount ?? 2) * 0.95) },
    });
    expect(lower).toMatchObject(refusal);
    // Jobs already in hand carry on.
    const still = (await api<Shipment[]>('GET', '/courier/shipments?scope=active', { token: mehmet })).body
      .data;
    expect(still.map((s) => s.shipmentId)).toEqual(active.map((s) => s.shipmentId));

    // Emre (car) off cannot bid on the car tender 1004.
    const emre = await accounts.emre();
    await api('PUT', '/courier/updateStatus', { token: emre, body: { isOpenToWork: false } });
    const bid = await api('POST', '/shipment/1004/price-quote', {
      token: emre,
      body: { priceQuoteAmount: 1 },
    });
    expect(bid).toMatchObject(refusal);
  });
});
