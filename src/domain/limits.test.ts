import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  coordinateSchema,
  declaredOverLimit,
  MAX_MULTIPART_BODY_BYTES,
  hasAtMostTwoDecimals,
  idSchema,
  isMoneyInRange,
  isValidCoordinate,
  jsonShapeProblem,
  MONEY_MAX,
  moneySchema,
  requiredTextSchema,
  TEXT_MAX,
  textSchema,
} from './limits';
import { pageTreeNamesValid } from './limits';

const codes = (schema: v.GenericSchema, value: unknown) => {
  const r = v.safeParse(schema, value);
  return r.success ? [] : r.issues.map((i) => i.message);
};

describe('money bounds (issue 14: 1e308 overflowed to Infinity and was stored)', () => {
  it('takes 0, kuruş and the maximum', () => {
    for (const x of [0, 0.01, 2500.5, 1234.56, MONEY_MAX]) expect(codes(moneySchema(), x)).toEqual([]);
  });
  it('refuses 1e308, above the maximum, negatives, three decimals and non-numbers', () => {
    expect(codes(moneySchema(), 1e308)).toContain('MONEY_TOO_LARGE');
    expect(codes(moneySchema(), MONEY_MAX + 0.01)).toContain('MONEY_TOO_LARGE');
    expect(codes(moneySchema(), -1)).toContain('FIELD_INVALID');
    expect(codes(moneySchema(), 1.005)).toContain('MONEY_TOO_PRECISE');
    expect(codes(moneySchema(), Number.POSITIVE_INFINITY).length).toBeGreaterThan(0);
    expect(codes(moneySchema(), Number.NaN).length).toBeGreaterThan(0);
    expect(codes(moneySchema(), '100')).toEqual(['FIELD_REQUIRED']);
  });
  it('reads two decimals without float noise', () => {
    expect(hasAtMostTwoDecimals((1234.5 * 0.03 * 100) / 100)).toBe(false); // 37.035
    expect(hasAtMostTwoDecimals(0.3)).toBe(true);
    expect(hasAtMostTwoDecimals(0.29)).toBe(true); // 0.29 × 100 is 28.999999999999996
    expect(hasAtMostTwoDecimals(999_999.99)).toBe(true);
    expect(isMoneyInRange(1e308)).toBe(false);
    expect(isMoneyInRange(999_999.99)).toBe(true);
  });
});

describe('money is a whole number of kuruş (issue 27: 0.000000001 was stored as 0)', () => {
  it('refuses any amount that is not exactly a kuruş, however small the rest', () => {
    for (const x of [0.000000001, 100.000000001, 0.001, 2500.5000001, 0.1 + 0.2, 1e-300])
      expect(codes(moneySchema(), x), String(x)).toContain('MONEY_TOO_PRECISE');
  });
  it('takes every kuruş up to the maximum as the decimal it is written as', () => {
    for (let k = 0; k <= 100_000; k += 7)
      expect(hasAtMostTwoDecimals(Number((k / 100).toFixed(2)))).toBe(true);
    for (const k of [99_999_999, 100_000_000, 12_345_678, 1])
      expect(hasAtMostTwoDecimals(Number((k / 100).toFixed(2))), String(k)).toBe(true);
  });
});

describe('coordinates on Earth (a shipment was priced at 20.367 km)', () => {
  it('takes the corners and refuses beyond them', () => {
    expect(isValidCoordinate({ lat: 90, long: -180 })).toBe(true);
    expect(isValidCoordinate({ lat: 41.0, long: 29.0 })).toBe(true);
    expect(isValidCoordinate({ lat: 90.0001, long: 0 })).toBe(false);
    expect(isValidCoordinate({ lat: 0, long: 180.5 })).toBe(false);
    expect(isValidCoordinate({ lat: 1e308, long: 0 })).toBe(false);
    expect(isValidCoordinate({ lat: '41', long: 29 })).toBe(false);
    expect(codes(coordinateSchema, { lat: -91, long: 0 })).toEqual(['COORDINATES_INVALID']);
  });
});

describe('text and ids', () => {
  it('refuses text one character over its kind, and blank required text', () => {
    expect(codes(textSchema('title'), 'x'.repeat(TEXT_MAX.title))).toEqual([]);
    expect(codes(textSchema('title'), 'x'.repeat(TEXT_MAX.title + 1))).toEqual(['TEXT_TOO_LONG']);
    expect(codes(requiredTextSchema('title'), '   ')).toEqual(['FIELD_REQUIRED']);
    expect(codes(requiredTextSchema('name'), 'x'.repeat(1_000_000))).toEqual(['TEXT_TOO_LONG']);
  });
  it('takes positive 32-bit integers as ids only', () => {
    expect(codes(idSchema(), 1001)).toEqual([]);
    for (const bad of [0, -1, 1.5, 2 ** 31, 1e308]) expect(codes(idSchema(), bad)).toEqual(['FIELD_INVALID']);
  });
});

describe('jsonShapeProblem', () => {
  it('finds a body nested 10 000 deep without overflowing the stack', () => {
    let deep: unknown = {};
    for (let i = 0; i < 10_000; i++) deep = { contentList: [deep] };
    expect(jsonShapeProblem(deep)).toBe('too-deep');
  });
  it('finds Infinity (JSON "1e999") anywhere, and passes ordinary bodies', () => {
    expect(jsonShapeProblem(JSON.parse('{"a":[1,{"b":1e999}]}'))).toBe('not-finite');
    expect(jsonShapeProblem({ a: [1, { b: 'x' }], c: null })).toBeNull();
    expect(jsonShapeProblem([[[1]]], 3)).toBeNull();
    expect(jsonShapeProblem([[[[1]]]], 3)).toBe('too-deep');
  });
});

describe('the limits in the catalogue texts', () => {
  it('name the same numbers as the constants', async () => {
    const { messageFor } = await import('./validation-messages');
    const { formatMoney } = await import('./format');
    const { MAX_DELIVERIES } = await import('./limits');
    expect(messageFor('MONEY_TOO_LARGE')).toContain(formatMoney(MONEY_MAX).replace(/\s*₺$/, ''));
    expect(messageFor('TOO_MANY_DELIVERIES')).toContain(`En fazla ${MAX_DELIVERIES} `);
  });
});

describe('pageTreeNamesValid (issue 17)', () => {
  const node = (elementType: string, propName = 'title') => ({
    elementType: 'div',
    propList: [],
    contentList: [{ elementType, propList: [{ propName, propValue: 'x' }], contentList: [] }],
  });

  it('takes any element type and prop name of the contract’s shape, hostile ones included', () => {
    for (const [type, prop] of [
      ['PageHeader', 'activeColor'],
      ['script', 'onclick'],
      ['foreignObject', 'xlink:href'],
      ['meta', 'http-equiv'],
      ['div', '__proto__'],
      ['h2', 'data-x.y'],
    ])
      expect(pageTreeNamesValid(node(type!, prop)), `${type} ${prop}`).toBe(true);
  });

  it('refuses empty names and names with spaces, markup or punctuation', () => {
    for (const [type, prop] of [
      ['', 'title'],
      ['di v', 'title'],
      ['<script>', 'title'],
      ['1div', 'title'],
      ['div', ''],
      ['div', ' onclick'],
      ['div', 'on\tclick'],
      ['div', 'a"b'],
    ])
      expect(pageTreeNamesValid(node(type!, prop)), JSON.stringify([type, prop])).toBe(false);
  });
});

describe('declaredOverLimit (a body refused by its declared length, before reading)', () => {
  it('refuses a declared length over the limit, not one at it', () => {
    expect(declaredOverLimit('1001', 1000)).toBe(true);
    expect(declaredOverLimit('1000', 1000)).toBe(false);
    expect(declaredOverLimit(String(MAX_MULTIPART_BODY_BYTES + 1), MAX_MULTIPART_BODY_BYTES)).toBe(true);
  });

  it('no header or a header that is not a number declares nothing', () => {
    expect(declaredOverLimit(null, 1000)).toBe(false);
    expect(declaredOverLimit('', 1000)).toBe(false);
    expect(declaredOverLimit('lots', 1000)).toBe(false);
  });
});
