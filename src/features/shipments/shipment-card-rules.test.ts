import { describe, expect, it } from 'vitest';
import { payableTotal, placeName, priceLines, routeIconTone, routePoints } from './shipment-card-rules';
import { testShipment } from './test-shipment';

describe('routeIconTone', () => {
  it('is red in the tender (2), green at courier assignment (3), neutral otherwise', () => {
    expect(routeIconTone(2)).toBe('red');
    expect(routeIconTone(3)).toBe('green');
    for (const status of [0, 1, 4, 5, 6, 7, 8, 40, 50]) expect(routeIconTone(status)).toBe('gray');
  });
});

describe('priceLines', () => {
  it('lists shipment price, loading, insurance and total without a tender result', () => {
    const lines = priceLines(testShipment());
    expect(lines.map((l) => [l.key, l.amount])).toEqual([
      ['shipmentPrice', 415],
      ['transportServicePrice', 55],
      ['insurancePrice', 30],
      ['totalPrice', 500],
    ]);
  });

  it('adds the accepted total and the tender discount (accepted − total) when the tender set a price', () => {
    const lines = priceLines(testShipment({ shipmentStatus: 3, acceptedTotalPrice: 425 }));
    expect(lines.slice(-2).map((l) => [l.key, l.label, l.amount])).toEqual([
      ['acceptedTotalPrice', 'İhale Sonucu Toplam', 425],
      ['tenderDiscount', 'İhale İndirimi', -75],
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
