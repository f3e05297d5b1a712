import { describe, expect, it } from 'vitest';
import { canonicalJson, IDEMPOTENCY_KEY_MAX, idempotencyKeyOf, keyReuse } from './idempotency';

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

describe('idempotencyKeyOf', () => {
  const withKey = (key?: string) =>
    new Request('http://localhost/', key === undefined ? {} : { headers: { 'Idempotency-Key': key } });

  it('reads the header, an empty one as none', () => {
    expect(idempotencyKeyOf(withKey('0b9d2c1e-3f4a-4b5c-8d6e-7f8091a2b3c4'))).toBe(
      '0b9d2c1e-3f4a-4b5c-8d6e-7f8091a2b3c4',
    );
    expect(idempotencyKeyOf(withKey())).toBeNull();
    expect(idempotencyKeyOf(withKey(''))).toBeNull();
  });

  it('refuses a key longer than any client makes with a 400 naming the header', () => {
    expect(idempotencyKeyOf(withKey('k'.repeat(IDEMPOTENCY_KEY_MAX)))).toHaveLength(IDEMPOTENCY_KEY_MAX);
    expect(() => idempotencyKeyOf(withKey('k'.repeat(IDEMPOTENCY_KEY_MAX + 1)))).toThrow(
      expect.objectContaining({
        status: 400,
        errors: [expect.objectContaining({ field: 'Idempotency-Key' })],
      }),
    );
  });
});
