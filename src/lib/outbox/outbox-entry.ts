// What the outbox holds: idempotent writes made on this device, each sent once by its
// Idempotency-Key (docs/offline-and-outbox.md). One entry per write; its `kind`
// says which call sends it (outbox-writes.ts).
//
// The engine knows no kind: each feature declares its entries in `OutboxKinds` (below) and its
// write in its own file, and src/app/outbox-writes.ts registers them all.
import { isEntryOfKind } from './outbox-writes';

export type OutboxState = 'waiting' | 'sending' | 'sent' | 'failed';

/** The owner of a write made without a session (only feedback may be): sent only without one. */
export const NO_OWNER = 0;

export interface OutboxEntryBase {
  /** The Idempotency-Key, made once when the write was queued; also the entry's id. */
  key: string;
  /**
   * The user who made it: sent only with that user's session, and shown only to them. NO_OWNER
   * for a visitor who was not signed in: sent only while nobody is, and shown only to visitors.
   */
  ownerId: number;
  /** When it was queued (ISO). */
  createdAt: string;
  /** How many times a send was tried (a lost answer, a 5xx, a dropped network). */
  attempts: number;
  state: OutboxState;
  sentAt?: string;
  /** The server's final refusal (a 4xx other than the session), shown to the user. */
  error?: string;
  /** While "sending": the tab that sends it, and since when (a closed tab's claim runs out). */
  claimedBy?: string;
  claimedAt?: number;
}

/**
 * The entries of each kind, by kind. Each feature adds its own by declaration merging, next to
 * its write:
 *
 *     declare module '@/lib/outbox/outbox-entry' {
 *       interface OutboxKinds { changeStatus: ChangeStatusEntry }
 *     }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface OutboxKinds {}

export type OutboxKind = keyof OutboxKinds;
/** An entry of one kind. */
export type OutboxEntryOf<K extends OutboxKind> = OutboxKinds[K];
export type OutboxEntry = OutboxKinds[OutboxKind];

type Queued<E> = E extends OutboxEntry
  ? Omit<E, 'state' | 'createdAt' | 'attempts' | 'sentAt' | 'error'>
  : never;
/** What a caller hands the outbox: the write; the outbox adds its state, time and attempts. */
export type NewOutboxEntry = Queued<OutboxEntry>;

const STATES: readonly unknown[] = ['waiting', 'sending', 'sent', 'failed'] satisfies OutboxState[];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A stored value whose common fields were checked (a kind's write checks the rest). */
export type StoredEntry = Record<string, unknown> & { body: Record<string, unknown> };

/**
 * A stored value as an entry, or undefined when it is none. Entries of the first versions (a
 * shipment only: `userId`, `queuedAt`, no `kind`) are read as shipment creations.
 */
export function toOutboxEntry(value: unknown): OutboxEntry | undefined {
  if (!isObject(value) || typeof value.key !== 'string' || !STATES.includes(value.state)) return undefined;
  if (value.kind === undefined) {
    if (typeof value.userId !== 'number' || typeof value.queuedAt !== 'string' || !isObject(value.body))
      return undefined;
    const { userId, queuedAt, ...rest } = value;
    return {
      ...rest,
      kind: 'createShipment',
      ownerId: userId,
      createdAt: queuedAt,
      attempts: 0,
    } as unknown as OutboxEntry;
  }
  if (typeof value.ownerId !== 'number' || typeof value.createdAt !== 'string' || !isObject(value.body))
    return undefined;
  // The registered write of its kind says whether the rest of it is well formed.
  if (typeof value.kind === 'string' && isEntryOfKind(value.kind, value as StoredEntry))
    return value as unknown as OutboxEntry;
  return undefined;
}

/** The entries a user may see (and send): their own; a visitor (null) sees only visitors' (NO_OWNER). */
export function entriesOf(entries: readonly OutboxEntry[], userId: number | null): OutboxEntry[] {
  const owner = userId ?? NO_OWNER;
  return entries.filter((e) => e.ownerId === owner);
}

/** Still to be sent (waiting, or being sent now). */
export function isUnsent(entry: OutboxEntry): boolean {
  return entry.state === 'waiting' || entry.state === 'sending';
}

export function byCreatedAt(a: OutboxEntry, b: OutboxEntry): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}
