// Idempotent writes (Idempotency-Key): a resend of the same request answers as the first did.
// Two bodies are the same request when they hold the same values, whatever their key order.
import { failValidation } from './api-errors';

/** JSON with object keys sorted: the same body in another key order is the same request. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** What a key was first used for: by whom, with which request (missing on very old records). */
export interface KeyUse {
  userId: number;
  fingerprint?: string;
}

export type KeyReuse = 'new' | 'replay' | 'IDEMPOTENCY_KEY_REUSED' | 'IDEMPOTENCY_KEY_MISMATCH';

/**
 * A request with an Idempotency-Key against the key's first use: a new key is written; the same
 * user with the same request gets the first answer again (a resend from the outbox, a lost
 * answer, a double click); another user's key is refused (409), and so is the same key with
 * another request (422, as the IETF idempotency-key draft and Stripe answer it).
 */
export function keyReuse(seen: KeyUse | null | undefined, userId: number, fingerprint: string): KeyReuse {
  if (!seen) return 'new';
  if (seen.userId !== userId) return 'IDEMPOTENCY_KEY_REUSED';
  if (seen.fingerprint !== fingerprint) return 'IDEMPOTENCY_KEY_MISMATCH';
  return 'replay';
}

/** The longest Idempotency-Key: the contract's `maxLength` (a UUID, 36 characters, as every client makes). */
export const IDEMPOTENCY_KEY_MAX = 36;

/** A request's Idempotency-Key, or null; a key longer than any client makes is a 400. */
export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get('idempotency-key');
  if (key !== null && key.length > IDEMPOTENCY_KEY_MAX)
    failValidation([{ field: 'Idempotency-Key', code: 'FIELD_INVALID' }]);
  return key || null;
}
