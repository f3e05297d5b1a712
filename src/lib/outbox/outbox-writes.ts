// How each kind of outbox entry is sent, what its success answer means, and which cached views
// it changes. The engine knows none of them: each feature defines the write of its own kind next
// to the entry's type, and src/app/outbox-writes.ts registers them all, once, at start. A new
// idempotent write (proof of delivery) is one more write in its feature and one more line there.
import type { QueryClient } from '@tanstack/react-query';
import type { OutboxEntry, OutboxEntryOf, OutboxKind, StoredEntry } from './outbox-entry';

/** An answer as openapi-fetch gives it. */
export interface WriteAnswer {
  response: Response;
  data?: unknown;
  error?: unknown;
}

interface SendInit {
  /** The owner's token: a queued write is never sent with another user's session ('' for a visitor's). */
  token: string;
  signal?: AbortSignal;
}

export interface OutboxWrite<E extends OutboxEntry> {
  /** Whether a stored value of this kind (its common fields already checked) is well formed. */
  isEntry(value: StoredEntry): boolean;
  send(entry: E, init: SendInit): Promise<WriteAnswer>;
  /** What a successful answer adds to the entry; null when the answer is not the expected one. */
  sent(entry: E, answer: WriteAnswer): Partial<E> | null;
  /** Refreshes the views the write changed, once it was sent (here or in another tab). */
  invalidate(queryClient: QueryClient, entry: E): Promise<void>;
  /** What the user is told of a final refusal; null when the feature shows it itself (on a card). */
  refusal(entry: E): string | null;
}

export type OutboxWrites = { [K in OutboxKind]: OutboxWrite<OutboxEntryOf<K>> };

let writes: Partial<OutboxWrites> = {};

/** The app registers every kind's write (src/app/outbox-writes.ts) before anything is sent. */
export function registerOutboxWrites(all: OutboxWrites): void {
  writes = all;
}

/** Whether a stored value is a well-formed entry of a registered kind. */
export function isEntryOfKind(kind: string, value: StoredEntry): boolean {
  const write = (writes as Record<string, OutboxWrite<OutboxEntry> | undefined>)[kind];
  return write ? write.isEntry(value) : false;
}

/** The write of an entry's kind (one lookup, typed). */
export function writeOf<E extends OutboxEntry>(entry: E): OutboxWrite<E> {
  const write = (writes as Record<string, OutboxWrite<OutboxEntry> | undefined>)[entry.kind];
  if (!write) throw new Error(`Outbox: no write registered for "${entry.kind}"`);
  return write as unknown as OutboxWrite<E>;
}
