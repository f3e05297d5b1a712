import { describe, expect, it } from 'vitest';
import { computePrice, priceParams, tenderDiscount, type PriceInput } from './pricing';

const base: PriceInput = {
  vehicleType: 1,
  weightType: 1,
  distanceKm: 3,
  includeInsurance: false,
  shipmentValue: 0,
  hasTransportService: false,
};

describe('computePrice (docs/pricing.md, computed by hand)', () => {
  it('motor, short distance: flat 150 + risk 3 km × 1', () => {
    expect(computePrice(base)).toEqual({
      basePrice: 150,
      weightSurcharge: 0,
      transportServicePrice: 0,
      insurancePrice: 0,
      riskSurcharge: 3,
      totalPrice: 153,
      shipmentPrice: 153,
    });
  });

  it('motor, weight 2, 10 km: 90 + 10×17 + 55 + 10 = 325', () => {
    const p = computePrice({ ...base, weightType: 2, distanceKm: 10 });
    expect(p.basePrice).toBe(260);
    expect(p.weightSurcharge).toBe(55);
    expect(p.totalPrice).toBe(325);
  });

  it('motor, weight 3, 12 km with loading: 90 + 228 + 70 + 55 + 12 = 455, shipment price 400', () => {
    const p = computePrice({ ...base, weightType: 3, distanceKm: 12, hasTransportService: true });
    expect(p.transportServicePrice).toBe(55);
    expect(p.totalPrice).toBe(455);
    expect(p.shipmentPrice).toBe(400);
  });

  it('motor, weight 4, 20 km, insured 1000: 90 + 420 + 90 + 30 + 20 = 650, shipment price 620', () => {
    const p = computePrice({
      ...base,
      weightType: 4,
      distanceKm: 20,
      includeInsurance: true,
      shipmentValue: 1000,
    });
    expect(p.insurancePrice).toBe(30);
    expect(p.totalPrice).toBe(650);
    expect(p.shipmentPrice).toBe(620);
  });

  it('motor, weight 4, loading and insurance off: no surcharge even with a value typed', () => {
    const p = computePrice({ ...base, weightType: 4, distanceKm: 20, shipmentValue: 1000 });
    expect(p.insurancePrice).toBe(0);
    expect(p.transportServicePrice).toBe(0);
    expect(p.totalPrice).toBe(620);
  });

  it('car, weight 5, short 4 km: 250 + 120 + 4 = 374; with loading +160 = 534', () => {
    expect(computePrice({ ...base, vehicleType: 2, weightType: 5, distanceKm: 4 }).totalPrice).toBe(374);
    const p = computePrice({
      ...base,
      vehicleType: 2,
      weightType: 5,
      distanceKm: 4,
      hasTransportService: true,
    });
    expect(p.totalPrice).toBe(534);
    expect(p.shipmentPrice).toBe(374);
  });

  it('car, weight 6, exactly 5 km is not short: 120 + 125 + 180 + 5 = 430', () => {
    const p = computePrice({ ...base, vehicleType: 2, weightType: 6, distanceKm: 5 });
    expect(p.basePrice).toBe(245);
    expect(p.totalPrice).toBe(430);
  });

  it('car, weight 7, 30 km: 120 + 810 + 200 + 30 = 1160', () => {
    expect(computePrice({ ...base, vehicleType: 2, weightType: 7, distanceKm: 30 }).totalPrice).toBe(1160);
  });

  it('car, weight 8, 8 km, loading + insured 2500: 120 + 232 + 220 + 300 + 75 + 8 = 955', () => {
    const p = computePrice({
      ...base,
      vehicleType: 2,
      weightType: 8,
      distanceKm: 8,
      hasTransportService: true,
      includeInsurance: true,
      shipmentValue: 2500,
    });
    expect(p).toEqual({
      basePrice: 352,
      weightSurcharge: 220,
      transportServicePrice: 300,
      insurancePrice: 75,
      riskSurcharge: 8,
      totalPrice: 955,
      shipmentPrice: 580,
    });
  });

  it('car, weight 9, 50 km: 120 + 1550 + 240 + 50 = 1960', () => {
    expect(computePrice({ ...base, vehicleType: 2, weightType: 9, distanceKm: 50 }).totalPrice).toBe(1960);
  });

  it('car, weight 10, 100 km, everything: total rounded to whole lira, insurance to kuruş', () => {
    const p = computePrice({
      ...base,
      vehicleType: 2,
      weightType: 10,
      distanceKm: 100,
      hasTransportService: true,
      includeInsurance: true,
      shipmentValue: 1234.5,
    });
    // 120 + 3300 + 260 + 500 + 37.035 + 100 = 4317.035
    expect(p.insurancePrice).toBe(37.04);
    expect(p.totalPrice).toBe(4317);
    expect(p.shipmentPrice).toBe(3779.96);
  });

  it('uses the current risk level from the parameters', () => {
    const p = computePrice({ ...base, distanceKm: 10 }, { ...priceParams, currentRisk: 4 });
    // 90 + 150 + 0 + 10×3
    expect(p.riskSurcharge).toBe(30);
    expect(p.totalPrice).toBe(270);
  });
});

describe('tenderDiscount', () => {
  it('is accepted total minus total', () => {
    expect(tenderDiscount(300, 325)).toBe(-25);
    expect(tenderDiscount(null, 325)).toBe(0);
  });
});
