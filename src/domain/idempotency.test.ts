import { describe, expect, it } from 'vitest';
import { canonicalJson } from './idempotency';

describe('canonicalJson', () => {
  it('is the same for the same values in another key order, nested too', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { y: 1, x: 2 }], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [2, { x: 2, y: 1 }] }, b: 1 }),
    );
  });
  it('keeps array order and tells different values apart', () => {
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]));
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: '1' }));
    expect(canonicalJson({ a: 1 })).toBe('{"a":1}');
  });
});
