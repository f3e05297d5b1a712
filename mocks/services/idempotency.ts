// Idempotency-Key in the emulated server: where keys are kept (db.idempotencyKeys, shared by the
// shipment writes and the feedback form) and how a replay is answered. The rule itself, what a
// reused key gets, is src/domain/idempotency.ts.
import { keyReuse } from '@/domain/idempotency';
import { now } from '../clock';
import { db } from '../db';
import { fail } from '@/domain/api-errors';

type KeyRecord = ReturnType<typeof db.idempotencyKeys.all>[number];

/** Fails with the domain's refusal (409 another user, 422 another request); true for a replay. */
function isReplay(
  seen: { userId: number; fingerprint?: string } | undefined,
  userId: number,
  fingerprint: string,
  mismatch?: string,
): boolean {
  const verdict = keyReuse(seen, userId, fingerprint);
  if (verdict === 'IDEMPOTENCY_KEY_REUSED') fail(verdict);
  if (verdict === 'IDEMPOTENCY_KEY_MISMATCH') fail(verdict, mismatch);
  return verdict === 'replay';
}

const storedKey = (key: string): KeyRecord | undefined =>
  db.idempotencyKeys.findFirst((q) => q.where({ key }));

/**
 * A write already answered under this Idempotency-Key: its first answer again (a resend from the
 * outbox, a lost answer), checked before the write's own rules, since the shipment has moved on
 * because of that very request. Another user's key is 409, another request's 422.
 */
export function replayed(
  key: string | null,
  userId: number,
  fingerprint: string,
  mismatch?: string,
): { answer: unknown } | null {
  const seen = key ? storedKey(key) : undefined;
  if (!isReplay(seen, userId, fingerprint, mismatch) || !seen) return null;
  return { answer: JSON.parse(seen.answer ?? 'null') };
}

/** Keeps the answer of a write made under a key, for `replayed`. */
export async function remember(
  key: string | null,
  userId: number,
  shipmentId: number,
  fingerprint: string,
  answer: unknown,
): Promise<void> {
  if (!key) return;
  await db.idempotencyKeys.create({
    key,
    userId,
    shipmentId,
    fingerprint,
    answer: JSON.stringify(answer),
    createdAt: now(),
  });
}

// Creations in progress by Idempotency-Key: a second request with the key (a double click, the
// outbox retrying while the first answer is on its way) waits for the first instead of creating twice.
const creating = new Map<string, { userId: number; fingerprint: string; id: Promise<number> }>();

export interface CreateOnce {
  /** Creates the record; resolves with its id. */
  create: () => Promise<number>;
  /** The id a stored key record answers with. */
  idOf: (record: KeyRecord) => number;
  /** What the key record keeps of the created id. */
  keep: (id: number) => { shipmentId: number; answer?: string };
  /** The 422 text for the same key with another request (else the catalogue's). */
  mismatch?: string;
  /** A stored record without a fingerprint (saved before they were kept) matches any request. */
  anyRequestWhenUnrecorded?: boolean;
}

/** A creation under an Idempotency-Key: created once, the same id for every replay of it. */
export async function createOnce(
  key: string,
  userId: number,
  fingerprint: string,
  spec: CreateOnce,
): Promise<number> {
  const stored = storedKey(key);
  const pending = creating.get(key);
  const recorded = stored?.fingerprint ?? (spec.anyRequestWhenUnrecorded ? fingerprint : undefined);
  const seen = stored ? { userId: stored.userId, fingerprint: recorded } : pending;
  if (isReplay(seen, userId, fingerprint, spec.mismatch)) {
    if (stored) return spec.idOf(stored);
    if (pending) return pending.id;
  }
  const id = spec.create().then(async (created) => {
    await db.idempotencyKeys.create({ key, userId, fingerprint, ...spec.keep(created), createdAt: now() });
    return created;
  });
  creating.set(key, { userId, fingerprint, id });
  try {
    return await id;
  } finally {
    creating.delete(key);
  }
}
