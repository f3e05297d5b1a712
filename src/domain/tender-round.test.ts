import { describe, expect, it } from 'vitest';
import { bidLimits } from './bid-limits';
import { splitRounds, tenderHeadline } from './tender-round';

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
