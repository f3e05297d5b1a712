// The outbox (docs/offline-and-outbox.md): idempotent writes made without a network
// (a shipment created, a status changed) are kept in IndexedDB and sent when the network is back,
// each with the Idempotency-Key made when it was queued, so however often they are retried
// (reloads, several tabs, a lost answer) the server applies each once.
//
// Split by concern: what an entry is (outbox-entry), where entries live (outbox-store), how they
// are sent (outbox-sender, by kind through outbox-writes), and the hook for screens (use-outbox).
// This module puts them together as the app's one outbox; it loads lazily.
import type { QueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { subscribeAccessToken } from '@/api/token-store';
import type { NewOutboxEntry, OutboxEntry } from './outbox-entry';
import { createOutboxSender, defaultBackoff, type Backoff } from './outbox-sender';
import { createOutboxStore, type OutboxStoreOptions } from './outbox-store';
import { writeOf } from './outbox-writes';
import { outboxMessages as m } from './messages';
import { isOnline } from '@/ui/online-status';

export interface OutboxOptions extends Pick<OutboxStoreOptions, 'store' | 'channel'> {
  /** The lock manager the tabs share; null where the browser has none. */
  locks?: LockManager | null;
  /** Retries by itself after a failure that may pass (the app's outbox does); null: only when asked. */
  backoff?: Backoff | null;
  /** A final refusal, to tell the user. */
  onRefused?: (entry: OutboxEntry) => void;
}

export interface Outbox {
  /** Adds a write (or keeps the one already stored under its key). */
  enqueue(entry: NewOutboxEntry): Promise<void>;
  /** Forgets an entry (a refused one the user dismissed). */
  remove(key: string): Promise<void>;
  /** Sends every waiting entry of the signed-in user, one after the other, one tab at a time. */
  flush(queryClient?: QueryClient): Promise<void>;
  /** Re-reads the stored entries. */
  refresh(): Promise<void>;
  subscribe(listener: () => void): () => void;
  /** Every user's entries, oldest first (show them through `entriesOf`). */
  getSnapshot(): OutboxEntry[];
  close(): void;
}

export function createOutbox(options: OutboxOptions = {}): Outbox {
  const locks =
    options.locks !== undefined
      ? options.locks
      : typeof navigator !== 'undefined'
        ? ((navigator as { locks?: LockManager | null }).locks ?? null)
        : null;
  const store = createOutboxStore({
    store: options.store,
    channel: options.channel,
    // Sent here or in another tab: the views it changed are read again.
    onSent(entries) {
      const client = sender.queryClient();
      if (!client) return;
      for (const entry of entries) void writeOf(entry).invalidate(client, entry);
    },
  });
  const sender = createOutboxSender({
    store,
    locks,
    backoff: options.backoff ?? null,
    // Refused: what the server holds now is shown (e.g. the shipment the customer cancelled).
    onRefused(entry) {
      const client = sender.queryClient();
      if (client) void writeOf(entry).invalidate(client, entry);
      options.onRefused?.(entry);
    },
  });

  async function enqueue(entry: NewOutboxEntry): Promise<void> {
    const queued = {
      ...entry,
      state: 'waiting',
      createdAt: new Date().toISOString(),
      attempts: 0,
    } as OutboxEntry;
    try {
      await store.change(entry.key, (current) => (current ? undefined : queued));
    } catch (error) {
      // Storage refused (private mode, quota): this tab still holds it until it is sent.
      console.warn('Outbox not saved', error);
      store.keepInMemory(queued);
      return;
    }
    await store.changed();
  }

  return {
    enqueue,
    remove: store.remove,
    flush: sender.flush,
    refresh: store.refresh,
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    close() {
      sender.close();
      store.close();
    },
  };
}

/** Tells the user a queued write was refused for good (a created shipment shows it on its card). */
function tellRefused(entry: OutboxEntry): void {
  const message = writeOf(entry).refusal(entry);
  if (message === null) return;
  notifications.show({ color: 'red', autoClose: false, title: m.refusedTitle, message });
}

// The app's one outbox, created when it is first needed (this module loads lazily).
let appOutbox: Outbox | null = null;
export function outbox(): Outbox {
  appOutbox ??= createOutbox({ backoff: defaultBackoff, onRefused: tellRefused });
  return appOutbox;
}

/** Adds a write to the outbox (or keeps the one already there under the same key). */
export function enqueueWrite(entry: NewOutboxEntry): Promise<void> {
  return outbox().enqueue(entry);
}

/** Forgets an entry (a refused one the user dismissed). */
export function removeQueued(key: string): Promise<void> {
  return outbox().remove(key);
}

/** Sends every waiting entry of the signed-in user, one after the other. */
export function flushSendQueue(queryClient?: QueryClient): Promise<void> {
  return outbox().flush(queryClient);
}

let started = false;

/** Loads the outbox and sends it now, whenever the network comes back, and after a sign-in. */
export function startSendQueue(queryClient: QueryClient): void {
  if (started) return;
  started = true;
  const flush = () => {
    if (isOnline()) void flushSendQueue(queryClient);
  };
  window.addEventListener('online', flush);
  subscribeAccessToken(flush);
  void outbox().refresh().then(flush);
}
