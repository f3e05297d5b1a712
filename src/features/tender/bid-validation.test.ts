import { describe, expect, it } from 'vitest';
import { offerActionError, parseBidInput, validateBid } from './bid-validation';

const offers = [
  { offerStatus: 1, priceQuoteAmount: 300 },
  { offerStatus: 1, priceQuoteAmount: 400 },
  { offerStatus: 2, priceQuoteAmount: 100 },
];

describe('validateBid', () => {
  it('asks for an amount when the input is empty or not positive', () => {
    for (const value of ['', null, undefined, 0, -5])
      expect(validateBid(value, offers, 1000)).toEqual({
        ok: false,
        message: 'Lütfen teklif tutarını giriniz',
      });
  });

  it('refuses a bid above 95% of the lowest active offer and resets the input to the limit', () => {
    expect(validateBid(290, offers, 1000)).toEqual({
      ok: false,
      message:
        'Teklifiniz diğer tekliflerden en az %5 daha az olmalıdır. Lütfen 285,00 ve altında teklif giriniz',
      resetTo: 285,
    });
  });

  it('refuses a bid below 50% of the lowest active offer, keeping the input', () => {
    expect(validateBid(149.99, offers, 1000)).toEqual({
      ok: false,
      message:
        'Teklifiniz diğer tekliflerden en fazla %50 daha az olabilir. Lütfen 150,00 ve üzerinde teklif giriniz',
    });
  });

  it('accepts the limits themselves, and a first bid within the listed total', () => {
    expect(validateBid(285, offers, 1000)).toEqual({ ok: true, amount: 285 });
    expect(validateBid(150, offers, 1000)).toEqual({ ok: true, amount: 150 });
    expect(validateBid('1.234,50', [], 2000)).toEqual({ ok: true, amount: 1234.5 });
  });
});

describe('parseBidInput', () => {
  it('reads numbers and Turkish or plain decimal text', () => {
    expect(parseBidInput(12.5)).toBe(12.5);
    expect(parseBidInput('1.234,50')).toBe(1234.5);
    expect(parseBidInput('250.75')).toBe(250.75);
    expect(parseBidInput('abc')).toBeNull();
    // Turkish thousands: never a 1 ₺ bid for "1.000" (issue 15).
    expect(parseBidInput('1.000')).toBe(1000);
    expect(parseBidInput('2,500')).toBeNull();
  });
});

describe('offerActionError', () => {
  it('needs an offer with a courier and status 1', () => {
    const message = 'İşlem yapabilmek için geçerli bir paket seçiniz.';
    expect(offerActionError({ courierId: 2, offerStatus: 1 })).toBeNull();
    expect(offerActionError({ courierId: 2, offerStatus: 2 })).toBe(message);
    expect(offerActionError({ courierId: 0, offerStatus: 1 })).toBe(message);
    expect(offerActionError(null)).toBe(message);
  });
});

describe('validateBid against the listed total', () => {
  it('refuses a first bid above the listed total and resets the input to it', () => {
    expect(validateBid(2890, [], 289)).toEqual({
      ok: false,
      message:
        'Teklifiniz gönderinin liste fiyatından yüksek olamaz. Lütfen 289,00 ve altında teklif giriniz',
      resetTo: 289,
    });
  });
});

describe('"Teklifimi Düşür": the lowered amount of an own offer', () => {
  const own = { priceQuoteOfferId: 2, offerStatus: 1, priceQuoteAmount: 280 };
  const offers = [own, { priceQuoteOfferId: 1, offerStatus: 1, priceQuoteAmount: 300 }];

  it('asks for an amount below the own offer, then the limits over the other offers', () => {
    expect(validateBid('280', offers, 1000, own)).toEqual({
      ok: false,
      message: 'Yeni teklifiniz mevcut teklifinizden düşük olmalıdır. Lütfen 280,00 altında teklif giriniz',
    });
    expect(validateBid('100', offers, 1000, own)).toMatchObject({
      ok: false,
      message: expect.stringContaining('150,00'),
    });
    expect(validateBid('250,50', offers, 1000, own)).toEqual({ ok: true, amount: 250.5 });
  });
});
