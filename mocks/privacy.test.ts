// Issue 27 (items 4 to 7): what a customer, a bidder and a courier learn of each other, and the
// SMS code before a courier's payout IBAN, phone or e-mail changes.
import { describe, expect, it } from 'vitest';
import { accounts, api, setupMockServer } from './test/api';

setupMockServer();

interface Summary {
  userId: number;
  name: string;
  workingType: number;
  phone?: string;
  completedJobs: number;
}
interface Quote {
  offers: { courierId: number; courierName?: string; offerStatus: number; completedJobs?: number }[];
}

describe("a courier's phone and name (issue 27, item 4)", () => {
  it('gives a customer the phone only of a courier assigned to their shipment at statuses 3 to 7', async () => {
    const customer = await accounts.customer();
    // Emre withdrew his offer on 1004; Hasan's offer on 1005 lost to Mehmet: a card, no phone.
    for (const userId of [7, 6]) {
      const card = await api<Summary>('GET', `/courier/summary?userId=${userId}`, { token: customer });
      expect(card.status).toBe(200);
      expect(card.body.data).not.toHaveProperty('phone');
      expect(card.body.data.completedJobs).toEqual(expect.any(Number));
    }
    // Mehmet carries 1005 (status 3): his phone, by courier and by shipment.
    const mehmet = await api<Summary>('GET', '/courier/summary?userId=2', { token: customer });
    expect(mehmet.body.data.phone).toBe('05331112233');
    const byShipment = await api<Summary>('GET', '/courier/summary?shipmentId=1005', { token: customer });
    expect(byShipment.body.data.phone).toBe('05331112233');
    // 1011 is delivered (40): the card stays, the phone is gone.
    const done = await api<Summary>('GET', '/courier/summary?shipmentId=1011', { token: customer });
    expect(done.status).toBe(200);
    expect(done.body.data).not.toHaveProperty('phone');
    expect(done.body.data.completedJobs).toBeGreaterThanOrEqual(1);
  });

  it('shows the courier themself and an admin the phone', async () => {
    const mehmet = await accounts.mehmet();
    expect((await api<Summary>('GET', '/courier/summary?userId=2', { token: mehmet })).body.data.phone).toBe(
      '05331112233',
    );
    const admin = await accounts.admin();
    expect((await api<Summary>('GET', '/courier/summary?userId=7', { token: admin })).body.data.phone).toBe(
      '05381112233',
    );
  });

  it("shows a bidding courier the other bidders' first name and surname initial only", async () => {
    const mehmet = await accounts.mehmet();
    const quote = (await api<Quote>('GET', '/shipment/1003/price-quote', { token: mehmet })).body.data;
    expect(quote.offers.find((o) => o.courierId === 6)?.courierName).toBe('Hasan Ç.');
    expect(quote.offers.find((o) => o.courierId === 2)?.courierName).toBe('Mehmet Kaya');
    expect(quote.offers.every((o) => o.completedJobs === undefined)).toBe(true);
    // The customer choosing sees full names and how many jobs each bidder completed.
    const customer = await accounts.customer();
    const own = (await api<Quote>('GET', '/shipment/1003/price-quote', { token: customer })).body.data;
    expect(own.offers.find((o) => o.courierId === 6)).toMatchObject({
      courierName: 'Hasan Çelik',
      completedJobs: expect.any(Number),
    });
  });
});
