// Many requests at once on one tender (tests/races/README.md): parallel bids, parallel selections,
// settlement sweeps racing. HTTP only: in test:unit against the emulated server, in test:server
// against the real server on PGlite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { accounts, advanceClock, api, setupMockServer } from '../../mocks/test/api';
import { approvedCourier } from '../../mocks/test/couriers';

setupMockServer();

// Fifty requests at once queue on PGlite's one session: more than the default 5 s there.
const SLOW = { timeout: 30_000 };
/** And eight couriers applying and being approved first. */
const SLOW_SETUP = { timeout: 60_000 };

interface Offer {
  priceQuoteOfferId: number;
  courierId: number;
  offerStatus: number;
  priceQuoteAmount: number;
  createdAt: string;
  round: number;
}
interface Quote {
  status: number;
  round: number;
  offers: Offer[];
}
interface Job {
  shipmentId: number;
  shipmentStatus: number;
  courierId: number | null;
  totalPrice: number;
  acceptedTotalPrice: number | null;
}

// Seed tenders (demo/shipments.ts): 1003 (vehicle 1: Mehmet 2 and Hasan 6 bid), 1004 (vehicle 2).
const TENDER = 1003;
const BID_REFUSALS = [
  'OFFER_ALREADY_ACTIVE',
  'BID_TOO_HIGH',
  'BID_TOO_LOW',
  'BID_ABOVE_LIST_PRICE',
  'BID_BELOW_LIST_MIN',
];

async function quoteOf(shipmentId: number, token: string): Promise<Quote> {
  const read = await api<Quote>('GET', `/shipment/${shipmentId}/price-quote`, { token });
  expect(read.status).toBe(200);
  return read.body.data;
}

/** Withdraws every active offer of the tender, each by its courier. */
async function clearTender(shipmentId: number, tokens: Map<number, string>): Promise<void> {
  const anyToken = [...tokens.values()][0] ?? '';
  for (const offer of (await quoteOf(shipmentId, anyToken)).offers.filter((o) => o.offerStatus === 1)) {
    const token = tokens.get(offer.courierId);
    if (!token) throw new Error(`no token for courier ${offer.courierId}`);
    const out = await api('DELETE', `/shipment/${shipmentId}/price-quote/${offer.priceQuoteOfferId}`, {
      token,
    });
    expect(out.status).toBe(200);
  }
}

describe('parallel bids on one tender', () => {
  it(
    '50 bids at once by 10 couriers: one active offer per courier, every 201 stored, every refusal a rule, the 95 % rule among stored offers',
    SLOW_SETUP,
    async () => {
      // The demo's two active motorcycle couriers and eight new ones (applied, approved, signed
      // in), about five bids each; the demo's from two sessions each.
      const admin = await accounts.admin();
      const couriers = new Map([
        [2, await accounts.mehmet()],
        [6, await accounts.hasan()],
      ]);
      for (let i = 1; i <= 8; i++) {
        const { userId, token } = await approvedCourier(i, admin);
        couriers.set(userId, token);
      }
      const sessions = [
        ...[...couriers.entries()],
        ...(await Promise.all([accounts.mehmet(), accounts.hasan()])).map((token, i): [number, string] => [
          i === 0 ? 2 : 6,
          token,
        ]),
      ];
      await clearTender(TENDER, couriers);
      const customer = await accounts.customer();
      // The listed total, as the courier's open jobs show it.
      const jobs = await api<Job[]>('GET', '/courier/tenders', { token: couriers.get(2) });
      const ceiling = jobs.body.data.find((job) => job.shipmentId === TENDER)?.totalPrice ?? 0;
      expect(ceiling).toBeGreaterThan(0);
      const before = await quoteOf(TENDER, customer);
      const bids = Array.from({ length: 50 }, (_, i) => {
        const [courierId, token] = sessions[i % sessions.length] ?? [0, ''];
        // From the listed total down to 55 % of it: some within the limits, some not.
        const amount = Math.round(ceiling * (1 - (i % 25) * 0.018) * 100) / 100;
        return { courierId, token, amount };
      });
      const answers = await Promise.all(
        bids.map((bid) =>
          api<Offer>('POST', `/shipment/${TENDER}/price-quote`, {
            token: bid.token,
            body: { priceQuoteAmount: bid.amount },
          }),
        ),
      );
      for (const answer of answers) {
        if (answer.status === 201) continue;
        expect(answer.status).toBeLessThan(500);
        expect(BID_REFUSALS).toContain(answer.body.code);
      }
      const after = await quoteOf(TENDER, customer);
      const fresh = after.offers.filter(
        (o) => !before.offers.some((b) => b.priceQuoteOfferId === o.priceQuoteOfferId),
      );
      const accepted = answers.filter((a) => a.status === 201).map((a) => a.body.data);
      // Every 201 is a stored offer, and nothing else was stored.
      expect(fresh.map((o) => o.priceQuoteOfferId).sort()).toEqual(
        accepted.map((o) => o.priceQuoteOfferId).sort(),
      );
      expect(accepted.length).toBeGreaterThanOrEqual(1);
      const active = after.offers.filter((o) => o.offerStatus === 1);
      for (const courierId of couriers.keys())
        expect(active.filter((o) => o.courierId === courierId).length).toBeLessThanOrEqual(1);
      // In the order they were stored, each offer is within 95 % of the lowest before it.
      const stored = [...fresh].sort((a, b) => a.priceQuoteOfferId - b.priceQuoteOfferId);
      for (const [i, offer] of stored.entries()) {
        if (i === 0) continue;
        const lowest = Math.min(...stored.slice(0, i).map((o) => o.priceQuoteAmount));
        expect(offer.priceQuoteAmount).toBeLessThanOrEqual(Math.floor(lowest * 0.95 * 100 + 1e-6) / 100);
      }
    },
  );
});

describe('parallel selections', () => {
  it(
    '20 selects of the offers at once: exactly one 200 and one winner, the rest refused by the rule',
    SLOW,
    async () => {
      const customer = await accounts.customer();
      const admin = await accounts.admin();
      const quote = await quoteOf(TENDER, customer);
      const active = quote.offers.filter((o) => o.offerStatus === 1);
      expect(active.length).toBeGreaterThanOrEqual(2);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => {
          const offer = active[i % active.length] as Offer;
          return api('PUT', `/shipment/${TENDER}/price-quote/${offer.priceQuoteOfferId}/assign`, {
            token: i % 4 === 3 ? admin : customer,
            body: { priceQuoteOfferId: offer.priceQuoteOfferId, courierId: offer.courierId },
          });
        }),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      for (const answer of answers.filter((a) => a.status !== 200)) {
        expect(answer.status).toBeLessThan(500);
        expect(['TENDER_CLOSED', 'OFFER_INVALID']).toContain(answer.body.code);
      }
      const after = await quoteOf(TENDER, customer);
      expect(after.status).toBe(2);
      expect(after.offers.filter((o) => o.offerStatus === 3)).toHaveLength(1);
    },
  );
});

describe('settlement sweeps at once', () => {
  it(
    'many requests after the end: each tender settled once, one winner (the lowest offer)',
    SLOW,
    async () => {
      const before = await Promise.all([
        quoteOf(1003, await accounts.customer()),
        quoteOf(1004, await accounts.customer()),
      ]);
      await advanceClock(31);
      // Past an access token's 15 minutes: a new session.
      const customer = await accounts.customer();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          api('GET', `/shipment/${i % 2 === 0 ? 1003 : 1004}/price-quote`, { token: customer }),
        ),
      );
      for (const answer of answers) expect(answer.status).toBe(200);
      for (const [i, shipmentId] of [1003, 1004].entries()) {
        const after = await quoteOf(shipmentId, customer);
        expect(after.status).toBe(2);
        const winners = after.offers.filter((o) => o.offerStatus === 3);
        expect(winners).toHaveLength(1);
        const lowest = Math.min(
          ...(before[i]?.offers ?? []).filter((o) => o.offerStatus === 1).map((o) => o.priceQuoteAmount),
        );
        expect(winners[0]?.priceQuoteAmount).toBe(lowest);
      }
    },
  );

  it('leaves one history entry of the assignment per tender', SLOW, async () => {
    await advanceClock(31);
    const customer = await accounts.customer();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api('GET', `/shipment/${i % 2 === 0 ? 1003 : 1004}/price-quote`, { token: customer }),
      ),
    );
    for (const shipmentId of [1003, 1004]) {
      const steps = await api<{ shipmentStatus?: number; date?: string | null }[]>(
        'GET',
        `/shipment/${shipmentId}/history`,
        { token: customer },
      );
      expect(steps.status).toBe(200);
      expect(steps.body.data.filter((s) => s.shipmentStatus === 3 && s.date)).toHaveLength(1);
    }
  });
});
