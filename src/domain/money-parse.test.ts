import { describe, expect, it } from 'vitest';
import { formatMoneyInput, parseMoney, type MoneyParseError } from './money-parse';

// What people type or paste → the amount in lira. Each row is a rule of docs/money-and-accounting.md#money.
const reads: [string, number][] = [
  // Turkish: "." groups thousands, "," marks kuruş.
  ['2.500', 2500],
  ['1.000', 1000],
  ['1.000.000', 1_000_000],
  ['2.500,50', 2500.5],
  ['2.500,5', 2500.5],
  ['1.234.567,89', 1_234_567.89],
  ['2500,5', 2500.5],
  ['2500,50', 2500.5],
  ['0,5', 0.5],
  [',5', 0.5],
  ['2500,', 2500],
  ['250', 250],
  ['0', 0],
  ['007', 7],
  // A single dot with one or two digits after it can only be a decimal point.
  ['2500.50', 2500.5],
  ['2500.5', 2500.5],
  ['25.00', 25],
  ['2.50', 2.5],
  ['2500.', 2500],
  // Both marks: the one written last holds the kuruş (English amounts pasted in).
  ['2,500.50', 2500.5],
  ['1,234,567.89', 1_234_567.89],
  // Several commas only group.
  ['1,000,000', 1_000_000],
  // Spaces group thousands (also the no-break and narrow spaces Intl and banks use).
  ['2 500', 2500],
  ['2 500,50', 2500.5],
  ['1 000 000', 1_000_000],
  ['2\u00a0500,50', 2500.5],
  ['2\u202f500,50', 2500.5],
  // Currency signs and words around the amount, in any case, with or without a space.
  ['₺2.500,50', 2500.5],
  ['₺ 2.500,50', 2500.5],
  ['2.500,50 ₺', 2500.5],
  ['2.500,50₺', 2500.5],
  ['2.500,50 TL', 2500.5],
  ['2.500,50tl', 2500.5],
  ['TL 2.500', 2500],
  ['2.500 TRY', 2500],
  ['  2.500  ', 2500],
  ['9.999.999.999.999,99', 9_999_999_999_999.99],
];

const refuses: [string, MoneyParseError][] = [
  ['', 'empty'],
  ['   ', 'empty'],
  ['₺', 'invalid'],
  ['TL', 'invalid'],
  ['.', 'invalid'],
  [',', 'invalid'],
  ['abc', 'invalid'],
  ['12a', 'invalid'],
  ['1e5', 'invalid'],
  ['-5', 'invalid'],
  ['+5', 'invalid'],
  ['5-', 'invalid'],
  // Groups must have three digits after the first.
  ['2.5000', 'invalid'],
  ['2500.505', 'invalid'],
  ['25.00.0', 'invalid'],
  ['2.500.50', 'invalid'],
  ['1234.567.890', 'invalid'],
  ['25 00', 'invalid'],
  ['2 5000', 'invalid'],
  ['1.000 00', 'invalid'],
  // The decimal mark must be last and single.
  ['1,000.000,50', 'invalid'],
  ['1.000,000.50', 'invalid'],
  ['2,5,0', 'invalid'],
  ['2,500,50', 'invalid'],
  // A comma followed by three digits: Turkish 2,500 lira-kuruş does not exist, English 2500 is
  // not ours to guess. Refused rather than read as 2,50 or 2.500.
  ['2,500', 'too-precise'],
  ['12,345', 'too-precise'],
  ['2.500,505', 'too-precise'],
  ['1.000,000', 'too-precise'],
  // Below a kuruş (issue 27): refused, never rounded.
  ['0,000000001', 'too-precise'],
  ['100,000000001', 'too-precise'],
  // More digits than a double keeps exact with kuruş.
  ['99.999.999.999.999', 'invalid'],
];

describe('parseMoney', () => {
  it.each(reads)('reads %j as %d', (text, value) => {
    expect(parseMoney(text)).toEqual({ ok: true, value });
  });

  it.each(refuses)('refuses %j (%s)', (text, error) => {
    expect(parseMoney(text)).toEqual({ ok: false, error });
  });

  it('never reads a typed thousands dot as a decimal point (no factor of 1000)', () => {
    for (let n = 1; n <= 999; n += 7) {
      for (const kurus of ['', ',00', ',50']) {
        const text = `${n}.000${kurus}`;
        const result = parseMoney(text);
        expect(result, text).toEqual({ ok: true, value: n * 1000 + (kurus === ',50' ? 0.5 : 0) });
      }
    }
  });
});

describe('formatMoneyInput', () => {
  it.each([
    [2500, '2.500'],
    [2500.5, '2.500,50'],
    [0.5, '0,50'],
    [1_000_000, '1.000.000'],
    [285, '285'],
    [284.05, '284,05'],
  ])('%d → %j', (value, text) => {
    expect(formatMoneyInput(value)).toBe(text);
  });

  it('reads back to the same amount', () => {
    for (const value of [0, 0.01, 1, 12.3, 999.99, 1000, 2500.5, 123_456.78, 9_999_999.99]) {
      expect(parseMoney(formatMoneyInput(value))).toEqual({ ok: true, value });
    }
  });
});
