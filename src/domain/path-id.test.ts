import { describe, expect, it } from 'vitest';
import { ApiError } from './api-errors';
import { idParam, pathId } from './path-id';

describe('path ids', () => {
  it('are decimal integers 1..2147483647, written as such', () => {
    for (const [raw, id] of [
      ['1', 1],
      ['42', 42],
      ['2147483647', 2147483647],
    ] as const)
      expect(pathId(raw), raw).toBe(id);
  });

  it('anything else names no row: out of int4, zero, signs, points, exponents, hex, leading zeros, blanks', () => {
    for (const raw of [
      '2147483648',
      '9999999999',
      '99999999999999999999',
      '0',
      '-1',
      '+1',
      '1.0',
      '1.5',
      '1e3',
      '0x10',
      '01',
      ' 1',
      '1 ',
      '',
      'abc',
      '１',
      undefined,
      ['1'],
    ])
      expect(pathId(raw), String(raw)).toBeNull();
  });

  it('idParam refuses a non-id with the operation’s not-found code', () => {
    expect(idParam('7', 'MEMBER_NOT_FOUND')).toBe(7);
    expect(() => idParam('01', 'MEMBER_NOT_FOUND')).toThrow(ApiError);
    let refusal: unknown;
    try {
      idParam('99999999999999999999', 'MEMBER_NOT_FOUND');
    } catch (e) {
      refusal = e;
    }
    expect(refusal).toMatchObject({ status: 404, code: 'MEMBER_NOT_FOUND' });
  });
});
