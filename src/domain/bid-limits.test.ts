import { describe, expect, it } from 'vitest';
import {
  bidLimits,
  bidMessage,
  checkBid,
  checkLowerBid,
  checkSelection,
  isQuoteRunning,
  lowerBidLimits,
  lowestActiveOffer,
} from './bid-limits';

const offers = [
  { offerStatus: 1, priceQuoteAmount: 400 },
  { offerStatus: 1, priceQuoteAmount: 300 },
  { offerStatus: 2, priceQuoteAmount: 100 },
  { offerStatus: 3, priceQuoteAmount: 50 },
];

describe('bid limits (docs/tender.md)', () => {
  it('takes the lowest over active offers only, 0 if none', () => {
    expect(lowestActiveOffer(offers)).toBe(300);
    expect(lowestActiveOffer([{ offerStatus: 2, priceQuoteAmount: 10 }])).toBe(0);
    expect(lowestActiveOffer([])).toBe(0);
  });

  it('max 95% rounded down, min 50% rounded up, to kuruş', () => {
    expect(bidLimits(offers, 1000)).toEqual({ lowest: 300, max: 285, min: 150, basis: 'offers' });
    expect(bidLimits([{ offerStatus: 1, priceQuoteAmount: 333.33 }], 1000)).toEqual({
      basis: 'offers',
      lowest: 333.33,
      max: 316.66, // 316.6635
      min: 166.67, // 166.665
    });
  });

  it('requires an amount', () => {
    expect(checkBid(undefined, offers, 1000)).toMatchObject({ ok: false, code: 'BID_REQUIRED' });
    expect(checkBid(0, offers, 1000)).toMatchObject({ ok: false, code: 'BID_REQUIRED' });
    expect(bidMessage('BID_REQUIRED', 0)).toBe('Lütfen teklif tutarını giriniz');
  });

  it('accepts the first bid and bids within the limits, boundaries included', () => {
    expect(checkBid(500, [], 500)).toEqual({ ok: true });
    expect(checkBid(285, offers, 1000)).toEqual({ ok: true });
    expect(checkBid(150, offers, 1000)).toEqual({ ok: true });
  });

  it('refuses too high with the exact text', () => {
    const r = checkBid(285.01, offers, 1000);
    expect(r).toEqual({ ok: false, code: 'BID_TOO_HIGH', limit: 285 });
    expect(bidMessage('BID_TOO_HIGH', 1234.5)).toBe(
      'Teklifiniz diğer tekliflerden en az %5 daha az olmalıdır. Lütfen 1.234,50 ve altında teklif giriniz',
    );
  });

  it('refuses too low with the exact text', () => {
    const r = checkBid(149.99, offers, 1000);
    expect(r).toEqual({ ok: false, code: 'BID_TOO_LOW', limit: 150 });
    expect(bidMessage('BID_TOO_LOW', 150)).toBe(
      'Teklifiniz diğer tekliflerden en fazla %50 daha az olabilir. Lütfen 150,00 ve üzerinde teklif giriniz',
    );
  });
});

describe('bid limits against the listed total (issue 14: a customer never pays more than listed)', () => {
  it('with no active offer the first bid is at most the listed total and at least half of it', () => {
    expect(bidLimits([], 289)).toEqual({ lowest: 0, max: 289, min: 144.5, basis: 'list' });
    expect(checkBid(289, [], 289)).toEqual({ ok: true });
    expect(checkBid(144.5, [], 289)).toEqual({ ok: true });
    expect(checkBid(2890, [], 289)).toEqual({ ok: false, code: 'BID_ABOVE_LIST_PRICE', limit: 289 });
    expect(checkBid(289.01, [], 289)).toEqual({ ok: false, code: 'BID_ABOVE_LIST_PRICE', limit: 289 });
    expect(checkBid(144.49, [], 289)).toEqual({ ok: false, code: 'BID_BELOW_LIST_MIN', limit: 144.5 });
  });

  it('only withdrawn or won offers count as no active offer', () => {
    const old = [{ offerStatus: 2, priceQuoteAmount: 10 }];
    expect(checkBid(5, old, 300)).toEqual({ ok: false, code: 'BID_BELOW_LIST_MIN', limit: 150 });
  });

  it('with active offers the limits of docs/tender.md apply, never above the listed total', () => {
    expect(bidLimits(offers, 1000)).toEqual({ lowest: 300, max: 285, min: 150, basis: 'offers' });
    // Data from before the ceiling: an active offer above the listed total cannot lift the limit.
    const legacy = [{ offerStatus: 1, priceQuoteAmount: 2890 }];
    expect(bidLimits(legacy, 289)).toMatchObject({ max: 289, basis: 'offers' });
    expect(checkBid(300, legacy, 289)).toEqual({ ok: false, code: 'BID_TOO_HIGH', limit: 289 });
  });

  it('refuses an amount that is not a finite positive number', () => {
    for (const amount of [Number.POSITIVE_INFINITY, Number.NaN, -1, 0, 1e308])
      expect(checkBid(amount, [], 289)).toMatchObject({ ok: false });
  });

  it('words the list-price limits in Turkish with the limit', () => {
    expect(bidMessage('BID_ABOVE_LIST_PRICE', 289)).toBe(
      'Teklifiniz gönderinin liste fiyatından yüksek olamaz. Lütfen 289,00 ve altında teklif giriniz',
    );
    expect(bidMessage('BID_BELOW_LIST_MIN', 144.5)).toBe(
      'Teklifiniz liste fiyatının en fazla %50 altında olabilir. Lütfen 144,50 ve üzerinde teklif giriniz',
    );
  });
});

describe('lowering one\'s own offer (issue 16, "Teklifimi Düşür")', () => {
  const own = { priceQuoteOfferId: 2, offerStatus: 1, priceQuoteAmount: 280 };
  const all = [own, { priceQuoteOfferId: 1, offerStatus: 1, priceQuoteAmount: 300 }];

  it('computes the limits over the other couriers, below the own offer', () => {
    // 95% of 300 is 285, but the own offer is 280: at most 279,99.
    expect(lowerBidLimits(own, all, 1000)).toMatchObject({ max: 279.99, min: 150, basis: 'offers' });
    // Alone in the tender: the listed total's limits, below the own offer.
    expect(lowerBidLimits(own, [own], 1000)).toMatchObject({ max: 279.99, min: 500, basis: 'list' });
  });

  it("refuses an amount that is not lower, and the others' limits", () => {
    expect(checkLowerBid(280, own, all, 1000)).toEqual({ ok: false, code: 'BID_NOT_LOWER', limit: 280 });
    expect(checkLowerBid(149, own, all, 1000)).toMatchObject({ ok: false, code: 'BID_TOO_LOW', limit: 150 });
    expect(checkLowerBid(null, own, all, 1000)).toMatchObject({ ok: false, code: 'BID_REQUIRED' });
    expect(checkLowerBid(250, own, all, 1000)).toEqual({ ok: true });
    expect(bidMessage('BID_NOT_LOWER', 280)).toBe(
      'Yeni teklifiniz mevcut teklifinizden düşük olmalıdır. Lütfen 280,00 altında teklif giriniz',
    );
  });

  it('names the one ceiling the hint shows, also for an amount not below the own offer (issue 28)', () => {
    // Outbid: own 456, another courier 432. The ceiling is 95 % of 432 = 410,40, not "below 456".
    const mine = { priceQuoteOfferId: 7, offerStatus: 1, priceQuoteAmount: 456 };
    const offers = [mine, { priceQuoteOfferId: 8, offerStatus: 1, priceQuoteAmount: 432 }];
    const { max } = lowerBidLimits(mine, offers, 480);
    expect(max).toBe(410.4);
    for (const amount of [456, 460, 430, 410.41])
      expect(checkLowerBid(amount, mine, offers, 480)).toEqual({
        ok: false,
        code: 'BID_TOO_HIGH',
        limit: max,
      });
    expect(checkLowerBid(410.4, mine, offers, 480)).toEqual({ ok: true });
    // Alone above the listed total's ceiling: that ceiling, with its own text.
    const alone = { priceQuoteOfferId: 9, offerStatus: 1, priceQuoteAmount: 500 };
    expect(checkLowerBid(500, alone, [alone], 480)).toEqual({
      ok: false,
      code: 'BID_ABOVE_LIST_PRICE',
      limit: 480,
    });
    // Where the own offer is the tighter bound, "not lower" stays the reason.
    expect(checkLowerBid(280, own, all, 1000)).toEqual({ ok: false, code: 'BID_NOT_LOWER', limit: 280 });
  });
});

describe('selecting an offer (the selection cap)', () => {
  const offer = { priceQuoteOfferId: 7, courierId: 3, offerStatus: 1, priceQuoteAmount: 480 };

  it('never above the listed total, whatever is stored', () => {
    expect(checkSelection(offer, 480)).toEqual({ ok: true });
    expect(checkSelection({ ...offer, priceQuoteAmount: 480.01 }, 480)).toEqual({
      ok: false,
      code: 'OFFER_ABOVE_LIST_PRICE',
    });
    expect(checkSelection(offer, 479.99)).toEqual({ ok: false, code: 'OFFER_ABOVE_LIST_PRICE' });
  });

  it('an active offer only, the one the client sent', () => {
    expect(checkSelection(undefined, 480)).toEqual({ ok: false, code: 'OFFER_INVALID' });
    expect(checkSelection({ ...offer, offerStatus: 2 }, 480)).toEqual({ ok: false, code: 'OFFER_INVALID' });
    expect(checkSelection({ ...offer, offerStatus: 3 }, 480)).toEqual({ ok: false, code: 'OFFER_INVALID' });
    expect(checkSelection(offer, 480, { priceQuoteOfferId: 8 })).toEqual({
      ok: false,
      code: 'OFFER_INVALID',
    });
    expect(checkSelection(offer, 480, { courierId: 4 })).toEqual({ ok: false, code: 'OFFER_INVALID' });
    expect(checkSelection(offer, 480, { priceQuoteOfferId: 7, courierId: 3 })).toEqual({ ok: true });
    expect(checkSelection(offer, 480, { priceQuoteOfferId: null, courierId: null })).toEqual({ ok: true });
    // An invalid offer is refused as invalid even when it is also above the listed total.
    expect(checkSelection({ ...offer, offerStatus: 2, priceQuoteAmount: 999 }, 480)).toEqual({
      ok: false,
      code: 'OFFER_INVALID',
    });
  });
});

describe('a running tender', () => {
  it('is in progress and before its end', () => {
    expect(isQuoteRunning({ status: 1, endDate: 1000 }, 999)).toBe(true);
    expect(isQuoteRunning({ status: 1, endDate: 1000 }, 1000)).toBe(false);
    expect(isQuoteRunning({ status: 2, endDate: 1000 }, 0)).toBe(false);
    expect(isQuoteRunning(undefined, 0)).toBe(false);
  });
});
