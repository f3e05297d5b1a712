import { describe, expect, it } from 'vitest';
import { bidLimits } from './bid-limits';
import { settleTender, splitRounds, tenderHeadline, type SettlingOffer } from './tender-round';

const offer = (offerStatus: 1 | 2 | 3, priceQuoteAmount: number, round?: number) => ({
  offerStatus,
  priceQuoteAmount,
  ...(round === undefined ? {} : { round }),
});

describe('splitRounds', () => {
  it('puts earlier rounds apart from the current one', () => {
    const old = offer(3, 400, 1);
    const oldWithdrawn = offer(2, 380, 1);
    const fresh = offer(1, 500, 2);
    expect(splitRounds([old, oldWithdrawn, fresh], 2)).toEqual({
      current: [fresh],
      earlier: [old, oldWithdrawn],
    });
  });

  it('reads offers and quotes without a round as round 1', () => {
    const a = offer(1, 300);
    const b = offer(1, 280, 1);
    expect(splitRounds([a, b], undefined)).toEqual({ current: [a, b], earlier: [] });
    expect(splitRounds([a, b], 2)).toEqual({ current: [], earlier: [a, b] });
  });

  it('leaves the bid limits to the current round', () => {
    // Round 1's winner at 400 must not cap round 2, where the only active bid is 1000.
    const { current } = splitRounds([offer(3, 400, 1), offer(1, 1000, 2)], 2);
    expect(bidLimits(current, 1200)).toEqual({ lowest: 1000, max: 950, min: 500, basis: 'offers' });
  });
});

describe('tenderHeadline', () => {
  it('while running: the lowest active offer, or none yet', () => {
    expect(tenderHeadline(true, [offer(1, 300), offer(2, 250), offer(1, 280)])).toEqual({
      kind: 'lowest',
      amount: 280,
    });
    expect(tenderHeadline(true, [offer(2, 250)])).toEqual({ kind: 'noOfferYet' });
  });

  it('after the end: the winning amount, never a withdrawn or losing one', () => {
    // 250 was withdrawn, 270 lost to the customer's choice of 290.
    expect(tenderHeadline(false, [offer(2, 250), offer(1, 270), offer(3, 290)])).toEqual({
      kind: 'won',
      amount: 290,
    });
  });

  it('after the end without a winner: the listed price, even if offers were withdrawn', () => {
    expect(tenderHeadline(false, [])).toEqual({ kind: 'listedPrice' });
    expect(tenderHeadline(false, [offer(2, 250)])).toEqual({ kind: 'listedPrice' });
  });
});

describe('settleTender (the end of a tender)', () => {
  const bid = (id: number, amount: number, over: Partial<SettlingOffer> = {}) => ({
    id,
    offerStatus: 1,
    priceQuoteAmount: amount,
    courierId: 100 + id,
    createdAt: id,
    courierMayWork: true,
    round: 2,
    ...over,
  });
  const tender = { round: 2, listedTotal: 500 };
  const winnerOf = (offers: ReturnType<typeof bid>[]) => {
    const outcome = settleTender(tender, offers);
    return outcome.kind === 'won' ? outcome.offer.id : outcome.price;
  };

  it('the lowest active offer wins at its price', () => {
    expect(settleTender(tender, [bid(1, 400), bid(2, 350), bid(3, 450)])).toMatchObject({
      kind: 'won',
      offer: { id: 2 },
      price: 350,
    });
  });

  it('ties go to the earlier offer', () => {
    expect(winnerOf([bid(2, 300), bid(1, 300, { createdAt: 5 }), bid(3, 300, { createdAt: 1 })])).toBe(3);
  });

  it('withdrawn offers, earlier rounds, offers above the listed total and couriers who may not work never win', () => {
    expect(
      winnerOf([
        bid(1, 100, { offerStatus: 2 }),
        bid(2, 110, { round: 1 }),
        bid(3, 501),
        bid(4, 120, { courierMayWork: false }),
        bid(5, 480),
      ]),
    ).toBe(5);
  });

  it('no offer that can win: the listed price', () => {
    expect(settleTender(tender, [])).toEqual({ kind: 'listedPrice', price: 500 });
    expect(settleTender(tender, [bid(1, 100, { offerStatus: 2 })])).toEqual({
      kind: 'listedPrice',
      price: 500,
    });
  });

  it('a quote without a round settles its offers without one (round 1)', () => {
    expect(winnerOf([bid(1, 200, { round: undefined })].map((o) => ({ ...o })))).toBe(500);
    expect(
      settleTender({ round: undefined, listedTotal: 500 }, [bid(1, 200, { round: undefined })]).kind,
    ).toBe('won');
  });
});
