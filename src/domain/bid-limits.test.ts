import { describe, expect, it } from 'vitest';
import { bidLimits, bidMessage, checkBid, lowestActiveOffer } from './bid-limits';

const offers = [
  { offerStatus: 1, priceQuoteAmount: 400 },
  { offerStatus: 1, priceQuoteAmount: 300 },
  { offerStatus: 2, priceQuoteAmount: 100 },
  { offerStatus: 3, priceQuoteAmount: 50 },
];

describe('bid limits (SPEC 5)', () => {
  it('takes the lowest over active offers only, 0 if none', () => {
    expect(lowestActiveOffer(offers)).toBe(300);
    expect(lowestActiveOffer([{ offerStatus: 2, priceQuoteAmount: 10 }])).toBe(0);
    expect(lowestActiveOffer([])).toBe(0);
  });

  it('max 95% rounded down, min 50% rounded up, to kuruş', () => {
    expect(bidLimits(offers)).toEqual({ lowest: 300, max: 285, min: 150 });
    expect(bidLimits([{ offerStatus: 1, priceQuoteAmount: 333.33 }])).toEqual({
      lowest: 333.33,
      max: 316.66, // 316.6635
      min: 166.67, // 166.665
    });
  });

  it('requires an amount', () => {
    expect(checkBid(undefined, offers)).toMatchObject({ ok: false, code: 'BID_REQUIRED' });
    expect(checkBid(0, offers)).toMatchObject({ ok: false, code: 'BID_REQUIRED' });
    expect(bidMessage('BID_REQUIRED', 0)).toBe('Lütfen teklif tutarını giriniz');
  });

  it('accepts the first bid and bids within the limits, boundaries included', () => {
    expect(checkBid(500, [])).toEqual({ ok: true });
    expect(checkBid(285, offers)).toEqual({ ok: true });
    expect(checkBid(150, offers)).toEqual({ ok: true });
  });

  it('refuses too high with the exact text', () => {
    const r = checkBid(285.01, offers);
    expect(r).toEqual({ ok: false, code: 'BID_TOO_HIGH', limit: 285 });
    expect(bidMessage('BID_TOO_HIGH', 1234.5)).toBe(
      'Teklifiniz diğer tekliflerden en az %5 daha az olmalıdır. Lütfen 1.234,50 ve altında teklif giriniz',
    );
  });

  it('refuses too low with the exact text', () => {
    const r = checkBid(149.99, offers);
    expect(r).toEqual({ ok: false, code: 'BID_TOO_LOW', limit: 150 });
    expect(bidMessage('BID_TOO_LOW', 150)).toBe(
      'Teklifiniz diğer tekliflerden en fazla %50 daha az olabilir. Lütfen 150,00 ve üzerinde teklif giriniz',
    );
  });
});
