import { describe, expect, it } from 'vitest';
import { averageMoney, daysBetween, istanbulDayOf, tenderDiscount } from './shipment-stats';

describe('shipment statistics', () => {
  it('averages money to the kuruş, null for none', () => {
    expect(averageMoney([])).toBeNull();
    expect(averageMoney([100, 200, 200])).toBe(166.67);
  });

  it('the tender discount is the mean of each tender’s own rate, not the rate of the sums', () => {
    // 1.000 → 800 is 20 %, 100 → 100 is 0 %: 10 % on average (the sums would say 18,18 %).
    expect(
      tenderDiscount([
        { listedTotal: 1000, winningOffer: 800 },
        { listedTotal: 100, winningOffer: 100 },
      ]),
    ).toEqual({ count: 2, averageRate: 0.1, averageAmount: 100 });
    expect(tenderDiscount([])).toEqual({ count: 0, averageRate: null, averageAmount: null });
    // A listed total of 0 says nothing about a discount.
    expect(tenderDiscount([{ listedTotal: 0, winningOffer: 0 }]).count).toBe(0);
  });

  it('counts days in Istanbul time (UTC+3)', () => {
    expect(istanbulDayOf(Date.parse('2026-01-01T21:30:00Z'))).toBe('2026-01-02');
    expect(daysBetween(Date.parse('2026-01-01T00:00:00Z'), Date.parse('2026-01-03T00:00:00Z'))).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
    ]);
    expect(daysBetween(Date.parse('2025-12-31T21:00:00Z'), Date.parse('2026-01-01T21:00:00Z'))).toEqual([
      '2026-01-01',
    ]);
  });
});
