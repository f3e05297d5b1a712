import { describe, expect, it } from 'vitest';
import {
  payableTotal,
  placeName,
  priceLines,
  receiptLines,
  routeIconTone,
  routePoints,
} from './shipment-card-rules';
import { testShipment } from './test-shipment';

describe('routeIconTone', () => {
  it('is red in the tender (2), green at courier assignment (3), neutral otherwise', () => {
    expect(routeIconTone(2)).toBe('red');
    expect(routeIconTone(3)).toBe('green');
    for (const status of [0, 1, 4, 5, 6, 7, 8, 40, 50]) expect(routeIconTone(status)).toBe('gray');
  });
});

const amountsOf = (lines: ReturnType<typeof priceLines>) => lines.map((l) => [l.key, l.label, l.amount]);

describe('priceLines (the card’s receipt)', () => {
  it('reads as a receipt: the charges that add up, then the total', () => {
    const lines = priceLines(testShipment());
    expect(amountsOf(lines)).toEqual([
      ['shipmentPrice', 'Gönderi Ücreti', 415],
      ['transportServicePrice', 'Yükleme / İndirme Hizmeti', 55],
      ['insurancePrice', 'Güvence Hizmeti', 30],
      ['totalPrice', 'Toplam Tutar', 500],
    ]);
    const charges = lines.filter((l) => l.kind === 'charge').reduce((sum, l) => sum + l.amount, 0);
    expect(charges).toBe(lines.at(-1)?.amount);
    expect(lines.at(-1)?.kind).toBe('total');
  });

  it('lists a chosen service even when it is free, and leaves out what was not chosen', () => {
    const free = priceLines(
      testShipment({ transportServicePrice: 0, totalPrice: 445, includeInsurance: false, insurancePrice: 0 }),
    );
    expect(amountsOf(free)).toEqual([
      ['shipmentPrice', 'Gönderi Ücreti', 445],
      ['transportServicePrice', 'Yükleme / İndirme Hizmeti', 0],
      ['totalPrice', 'Toplam Tutar', 445],
    ]);
    const none = priceLines(
      testShipment({
        hasTransportService: false,
        transportServicePrice: 0,
        includeInsurance: false,
        insurancePrice: 0,
        totalPrice: 415,
      }),
    );
    expect(none.map((l) => l.key)).toEqual(['shipmentPrice', 'totalPrice']);
  });

  it('after a tender: the total, the tender discount (accepted − total), then the accepted total', () => {
    const lines = priceLines(testShipment({ shipmentStatus: 3, acceptedTotalPrice: 425 }));
    expect(amountsOf(lines.slice(-3))).toEqual([
      ['totalPrice', 'Toplam Tutar', 500],
      ['tenderDiscount', 'İhale İndirimi', -75],
      ['acceptedTotalPrice', 'İhale Sonucu Toplam', 425],
    ]);
  });

  it('shows a zero discount when the tender went on at the listed price', () => {
    const lines = priceLines(testShipment({ acceptedTotalPrice: 500 }));
    expect(lines.find((l) => l.key === 'tenderDiscount')?.amount).toBe(0);
  });

  it('prefers the server breakdown for the shipment price', () => {
    const s = testShipment({
      priceBreakdown: {
        distanceKm: 12,
        basePrice: 318,
        weightSurcharge: 70,
        transportServicePrice: 55,
        insurancePrice: 30,
        riskSurcharge: 12,
        totalPrice: 500,
        shipmentPrice: 415,
      },
    });
    expect(priceLines(s)[0]?.amount).toBe(415);
  });
});

describe('receiptLines (the create form’s receipt)', () => {
  it('puts the parts of the shipment price under it, adding up to it with a rounding line', () => {
    // 1234,50 ₺ declared: insurance 37,04; the total is rounded to whole lira.
    const lines = receiptLines({
      shipmentPrice: 385.96,
      hasTransportService: false,
      transportServicePrice: 0,
      includeInsurance: true,
      insurancePrice: 37.04,
      totalPrice: 423,
      parts: { basePrice: 318, weightSurcharge: 55, riskSurcharge: 13 },
    });
    expect(lines.map((l) => [l.key, l.kind, l.amount])).toEqual([
      ['shipmentPrice', 'charge', 385.96],
      ['basePrice', 'part', 318],
      ['weightSurcharge', 'part', 55],
      ['riskSurcharge', 'part', 13],
      ['rounding', 'part', -0.04],
      ['insurancePrice', 'charge', 37.04],
      ['totalPrice', 'total', 423],
    ]);
  });

  it('has no rounding line when the parts add up', () => {
    const lines = receiptLines({
      shipmentPrice: 386,
      hasTransportService: true,
      transportServicePrice: 0,
      includeInsurance: false,
      insurancePrice: 0,
      totalPrice: 386,
      parts: { basePrice: 318, weightSurcharge: 55, riskSurcharge: 13 },
    });
    expect(lines.map((l) => l.key)).toEqual([
      'shipmentPrice',
      'basePrice',
      'weightSurcharge',
      'riskSurcharge',
      'transportServicePrice',
      'totalPrice',
    ]);
  });
});

describe('card helpers', () => {
  it('pays the accepted price when there is one', () => {
    expect(payableTotal(testShipment())).toBe(500);
    expect(payableTotal(testShipment({ acceptedTotalPrice: 450 }))).toBe(450);
  });

  it('names a place by district and county, also when the server redacted the rest', () => {
    expect(
      placeName({ cityId: 34, countyId: 1, districtId: 2, districtName: 'Moda Mah', countyName: 'Kadıköy' }),
    ).toBe('Moda, Kadıköy');
  });

  it('maps pickup then deliveries, skipping points without coordinates', () => {
    const s = testShipment();
    expect(routePoints(s).map((p) => p.label)).toEqual(['Çıkış', 'Varış 1', 'Varış 2']);
    const redacted = testShipment({ startAddress: { cityId: 34, countyId: 1, districtId: 2 } });
    expect(routePoints(redacted).map((p) => p.label)).toEqual(['Varış 1', 'Varış 2']);
  });
});
