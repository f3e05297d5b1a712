import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MONEY_MAX, TEXT_MAX } from './limits';
import {
  accountingFigures,
  cashTotals,
  pastDayCode,
  reconciliationRangeErrors,
  accountingInputSchema,
  balanceAfter,
  commissionSplit,
  isFutureDay,
  movementInputSchema,
  bringsDoorCash,
  isAccountedStatus,
  linesSettledByHandover,
  openCashOf,
  PAY_AT_DOOR,
  type DoorCashLine,
} from './wallet';
import { ShipmentStatus } from './shipment-status';
import { isDayString } from './url-values';

const codes = (input: unknown) => {
  const result = v.safeParse(movementInputSchema, input);
  return result.success ? [] : result.issues.map((i) => i.message);
};

describe('wallet movement input (the admin form and the mock)', () => {
  it('takes an account, a type, an amount above 0 and an optional description', () => {
    expect(codes({ accountId: 1, relationType: 1, amount: 250.5 })).toEqual([]);
    expect(codes({ accountId: 1, relationType: 2, amount: 0.01, description: null })).toEqual([]);
  });

  it('names each missing or wrong field with its catalogue code', () => {
    // The form holds null until chosen or typed (a body without the key is FIELD_REQUIRED at the mock).
    expect(codes({ accountId: null, relationType: null, amount: null })).toEqual([
      'ACCOUNT_REQUIRED',
      'RELATION_TYPE_REQUIRED',
      'AMOUNT_REQUIRED',
    ]);
    expect(codes({ accountId: 1, relationType: 3, amount: 10 })).toEqual(['RELATION_TYPE_REQUIRED']);
    expect(codes({ accountId: 0, relationType: 1, amount: 10 })).toEqual(['FIELD_INVALID']);
    expect(codes({ accountId: 1, relationType: 1, amount: 0 })).toEqual(['AMOUNT_NOT_POSITIVE']);
    expect(codes({ accountId: 1, relationType: 1, amount: -5 })).toContain('FIELD_INVALID');
  });

  it('bounds the amount by limits.ts (MONEY_MAX, two decimals) and the description by TEXT_MAX', () => {
    expect(codes({ accountId: 1, relationType: 1, amount: MONEY_MAX })).toEqual([]);
    expect(codes({ accountId: 1, relationType: 1, amount: MONEY_MAX + 0.01 })).toEqual(['MONEY_TOO_LARGE']);
    expect(codes({ accountId: 1, relationType: 1, amount: 1.005 })).toEqual(['MONEY_TOO_PRECISE']);
    expect(codes({ accountId: 1, relationType: 1, amount: Infinity })).toContain('FIELD_INVALID');
    expect(
      codes({ accountId: 1, relationType: 1, amount: 1, description: 'x'.repeat(TEXT_MAX.description + 1) }),
    ).toEqual(['TEXT_TOO_LONG']);
  });
});

describe('balanceAfter', () => {
  it('adds a top-up and subtracts a refund, in kuruş', () => {
    expect(balanceAfter(100.1, 1, 0.2)).toBe(100.3);
    expect(balanceAfter(100, 2, 99.99)).toBe(0.01);
    expect(balanceAfter(100, 2, 100)).toBe(0);
  });

  it('refuses a refund above the balance (null)', () => {
    expect(balanceAfter(100, 2, 100.01)).toBeNull();
    expect(balanceAfter(0, 2, 1)).toBeNull();
  });
});

describe('accounting', () => {
  it('splits a price into commission and earning that add up to it', () => {
    expect(commissionSplit(1000)).toEqual({ commission: 150, earning: 850 });
    const { commission, earning } = commissionSplit(333.33);
    expect(commission).toBe(50);
    expect(commission + earning).toBeCloseTo(333.33, 10);
  });

  it('reads days strictly and knows a future day', () => {
    expect(isDayString('2026-11-24')).toBe(true);
    expect(isDayString('2026-02-30')).toBe(false);
    expect(isDayString('24.11.2026')).toBe(false);
    expect(isFutureDay('2026-11-25', '2026-11-24')).toBe(true);
    expect(isFutureDay('2026-11-24', '2026-11-24')).toBe(false);
  });

  it('takes an optional day in the input', () => {
    expect(v.is(accountingInputSchema, undefined)).toBe(true);
    expect(v.is(accountingInputSchema, { date: '2026-11-24' })).toBe(true);
    expect(v.is(accountingInputSchema, { date: '2026-13-01' })).toBe(false);
    expect(v.is(accountingInputSchema, { date: 'x'.repeat(11) })).toBe(false);
  });
});

describe('the admin’s days and figures', () => {
  it('a day asked for: required, real, not after today', () => {
    expect(pastDayCode(undefined, '2026-11-24')).toBe('FIELD_REQUIRED');
    expect(pastDayCode('', '2026-11-24')).toBe('FIELD_REQUIRED');
    expect(pastDayCode('2026-02-30', '2026-11-24')).toBe('FIELD_INVALID');
    expect(pastDayCode('2026-11-25', '2026-11-24')).toBe('DATE_IN_FUTURE');
    expect(pastDayCode('2026-11-24', '2026-11-24')).toBeNull();
  });

  it('a reconciliation range: both days, in order, at most a year', () => {
    expect(reconciliationRangeErrors(null, 'x')).toEqual([
      { field: 'from', code: 'FIELD_REQUIRED' },
      { field: 'to', code: 'FIELD_INVALID' },
    ]);
    expect(reconciliationRangeErrors('2026-11-02', '2026-11-01')).toEqual([
      { field: 'from', code: 'DATE_RANGE_INVALID' },
    ]);
    expect(reconciliationRangeErrors('2025-11-24', '2026-11-24')).toEqual([]);
    expect(reconciliationRangeErrors('2025-11-23', '2026-11-24')).toEqual([
      { field: 'to', code: 'DATE_RANGE_TOO_LONG' },
    ]);
  });

  it('adds a day up per courier, each price split into commission and earning', () => {
    const figures = accountingFigures('2026-11-24', [
      { shipmentId: 1, courierId: 2, courierName: 'Mehmet', amount: 100.1 },
      { shipmentId: 2, courierId: 3, courierName: 'Ali', amount: 200 },
      { shipmentId: 3, courierId: 2, courierName: 'Mehmet', amount: 0.2 },
    ]);
    expect(figures.couriers.map((c) => c.courierName)).toEqual(['Ali', 'Mehmet']);
    expect(figures.couriers[1]).toMatchObject({ shipmentCount: 2, totalAmount: 100.3 });
    expect(figures.totalAmount).toBe(300.3);
    expect(figures.commissionTotal + figures.courierEarningsTotal).toBeCloseTo(300.3, 10);
    expect(figures.shipmentIds).toEqual([1, 2, 3]);
    expect(
      cashTotals([
        { expected: 100.1, collected: 100 },
        { expected: 0.2, collected: 0.2 },
      ]),
    ).toEqual({ expected: 100.3, collected: 100.2, difference: -0.1 });
  });
});

describe('what is accounted and the cash a handover settles', () => {
  const line = (over: Partial<DoorCashLine>): DoorCashLine => ({
    shipmentId: 1,
    courierId: 7,
    completedAt: 0,
    day: '2026-11-20',
    expected: 100,
    collected: 100,
    handoverId: null,
    ...over,
  });

  it('accounts a completed shipment only (not a cancelled or a running one)', () => {
    expect(isAccountedStatus(ShipmentStatus.Completed)).toBe(true);
    expect(isAccountedStatus(ShipmentStatus.Cancelled)).toBe(false);
    expect(isAccountedStatus(ShipmentStatus.Delivering)).toBe(false);
  });

  it('counts door cash for a completed pay-at-door shipment only', () => {
    expect(bringsDoorCash({ shipmentStatus: 40, paymentType: PAY_AT_DOOR })).toBe(true);
    expect(bringsDoorCash({ shipmentStatus: 40, paymentType: 2 })).toBe(false);
    expect(bringsDoorCash({ shipmentStatus: 6, paymentType: PAY_AT_DOOR })).toBe(false);
  });

  it('a handover settles the courier’s open lines completed up to its day, no other', () => {
    const lines = [
      line({ shipmentId: 1, day: '2026-11-19' }),
      line({ shipmentId: 2, day: '2026-11-20' }),
      line({ shipmentId: 3, day: '2026-11-21' }),
      line({ shipmentId: 4, day: '2026-11-18', handoverId: 9 }),
      line({ shipmentId: 5, day: '2026-11-18', courierId: 8 }),
      line({ shipmentId: 6, day: '2026-11-18', courierId: null }),
    ];
    expect(linesSettledByHandover(lines, 7, '2026-11-20').map((l) => l.shipmentId)).toEqual([1, 2]);
  });

  it('sums the open cash (handed over and courierless lines left out), oldest day first', () => {
    const lines = [
      line({ shipmentId: 1, day: '2026-11-17', handoverId: 3, expected: 50 }),
      line({ shipmentId: 2, day: '2026-11-18', courierId: null, expected: 70 }),
      line({ shipmentId: 3, day: '2026-11-19', expected: 100.1, collected: 90 }),
      line({ shipmentId: 4, day: '2026-11-20', expected: 0.2, collected: 0.2 }),
    ];
    expect(openCashOf(lines)).toEqual({
      shipmentCount: 2,
      expected: 100.3,
      collected: 90.2,
      oldestDay: '2026-11-19',
    });
    expect(openCashOf([])).toEqual({ shipmentCount: 0, expected: 0, collected: 0, oldestDay: null });
  });
});
