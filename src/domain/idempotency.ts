// Idempotent writes (Idempotency-Key): a resend of the same request answers as the first did.
// Two bodies are the same request when they hold the same values, whatever their key order.

/** JSON with object keys sorted: the same body in another key order is the same request. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
