// Tender rules that only stored data can reach: the contract refuses such a state, so it is
// arranged in the emulated server's memory (the HTTP ones are in tender.test.ts).
import { describe, expect, it } from 'vitest';
import { db } from './db';
import { createOffer } from './services/tender';
import { accounts, advanceClock, api, setupMockServer } from './test/api';
import { shipmentBody } from './test/fixtures';

setupMockServer();

interface Shipment {
  courierId: number | null;
  totalPrice: number;
  acceptedTotalPrice: number | null;
}

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

  it('never assigns an offer above the listed total, by selection or at the end', async () => {
    const { id, total } = await freshTender();
    // An offer above the listed total that got in before the ceiling existed (stored data).
    const stale = await createOffer(id, 2, total * 10);
    expect(db.offers.findFirst((q) => q.where({ priceQuoteOfferId: stale.priceQuoteOfferId }))).toBeDefined();
    const token = await accounts.customer();
    const select = await api('PUT', `/shipment/${id}/price-quote/${stale.priceQuoteOfferId}/assign`, {
      token,
      body: {},
    });
    expect(select.status).toBeGreaterThanOrEqual(400);
    expect(select.status).toBeLessThan(500);
    expect(select.body).toMatchObject({ code: 'OFFER_ABOVE_LIST_PRICE' });
    await advanceClock(31);
    const s = (await api<Shipment>('GET', `/shipment/${id}`, { token: await accounts.customer() })).body.data;
    expect(s.acceptedTotalPrice).toBe(total);
    expect(s.courierId).toBeNull();
  });
});
