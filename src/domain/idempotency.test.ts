import { describe, expect, it } from 'vitest';
import { canonicalJson, keyReuse } from './idempotency';

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

describe('keyReuse', () => {
  const first = { userId: 7, fingerprint: '{"a":1}' };

  it('writes with a new key and replays the same user’s same request', () => {
    expect(keyReuse(undefined, 7, '{"a":1}')).toBe('new');
    expect(keyReuse(null, 7, '{"a":1}')).toBe('new');
    expect(keyReuse(first, 7, canonicalJson({ a: 1 }))).toBe('replay');
  });

  it('refuses another user’s key before looking at the request', () => {
    expect(keyReuse(first, 8, '{"a":1}')).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(keyReuse(first, 8, '{"a":2}')).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses the same key with another request, or against a first use of unknown request', () => {
    expect(keyReuse(first, 7, '{"a":2}')).toBe('IDEMPOTENCY_KEY_MISMATCH');
    expect(keyReuse({ userId: 7 }, 7, '{"a":1}')).toBe('IDEMPOTENCY_KEY_MISMATCH');
  });
});
