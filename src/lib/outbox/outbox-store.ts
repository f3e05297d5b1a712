// The outbox's storage: IndexedDB shared by every tab, and this tab's snapshot of it.
//
// Several tabs share it, so no tab writes its copy of a list over another's: every entry is its
// own IndexedDB record (keyed by its Idempotency-Key), and every change is a read-check-write of
// that one record in one transaction. A BroadcastChannel tells the other tabs to re-read.
import { createStore, del, delMany, get, promisifyRequest, values, type UseStore } from 'idb-keyval';
import { byCreatedAt, toOutboxEntry, type OutboxEntry } from './outbox-entry';

/** The list of the first version: one array under one key, which tabs overwrote. Moved on first read. */
const LEGACY_KEY = 'kc.send-queue.v1';
const CHANNEL_NAME = 'kc.send-queue';
/** A sent entry stays (a created shipment as "Gönderiniz iletildi" with its link) this long. */
const SENT_KEPT_MS = 24 * 60 * 60 * 1000;

export interface OutboxStoreOptions {
  /** The IndexedDB store every tab shares (it kept the name of the first, shipments-only queue). */
  store?: UseStore;
  /** BroadcastChannel name that tells the other tabs to re-read; null for none. */
  channel?: string | null;
  /** Entries that became "sent" (here or in another tab) since the last read. */
  onSent?: (entries: OutboxEntry[]) => void;
}

export interface OutboxStore {
  /**
   * Reads one entry, decides, and writes it back in one transaction (or leaves it when `decide`
   * returns undefined): no other tab can change it in between, and no other entry is touched.
   * Resolves once the write is durable.
   */
  change(key: string, decide: (current: OutboxEntry | undefined) => OutboxEntry | undefined): Promise<void>;
  remove(key: string): Promise<void>;
  /** Re-reads the stored entries into the snapshot. */
  refresh(): Promise<void>;
  /** Re-reads, and tells the other tabs to. */
  changed(): Promise<void>;
  /** Shows an entry storage refused (private mode, quota): this tab holds it until it is sent. */
  keepInMemory(entry: OutboxEntry): void;
  /** Every user's entries, oldest first. */
  getSnapshot(): OutboxEntry[];
  subscribe(listener: () => void): () => void;
  close(): void;
}

export function createOutboxStore(options: OutboxStoreOptions = {}): OutboxStore {
  const store = options.store ?? createStore('kc-send-queue', 'shipments');
  const channelName = options.channel === undefined ? CHANNEL_NAME : options.channel;
  const channel =
    channelName && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(channelName) : null;

  let entries: OutboxEntry[] = [];
  let entriesJson = '[]';
  const listeners = new Set<() => void>();

  function publish(next: OutboxEntry[]): void {
    const json = JSON.stringify(next);
    if (json === entriesJson) return;
    const wasUnsent = new Set(entries.filter((e) => e.state !== 'sent').map((e) => e.key));
    const newlySent = next.filter((e) => e.state === 'sent' && wasUnsent.has(e.key));
    entries = next;
    entriesJson = json;
    for (const listener of listeners) listener();
    if (newlySent.length > 0) options.onSent?.(newlySent);
  }

  function change(
    key: string,
    decide: (current: OutboxEntry | undefined) => OutboxEntry | undefined,
  ): Promise<void> {
    return store('readwrite', (objects) =>
      promisifyRequest<unknown>(objects.get(key)).then((found) => {
        const next = decide(toOutboxEntry(found));
        if (!next) return undefined;
        objects.put(next, key);
        return promisifyRequest(objects.transaction);
      }),
    );
  }

  let migrated: Promise<void> | null = null;
  function migrate(): Promise<void> {
    migrated ??= (async () => {
      const legacy = await get<unknown>(LEGACY_KEY);
      if (!Array.isArray(legacy)) return;
      for (const old of legacy.map(toOutboxEntry)) {
        if (old) await change(old.key, (current) => (current ? undefined : old));
      }
      await del(LEGACY_KEY);
    })().catch((error: unknown) => {
      console.warn('Outbox: the old list was not moved', error);
    });
    return migrated;
  }

  async function readAll(): Promise<void> {
    await migrate();
    const stored = (await values<unknown>(store))
      .map(toOutboxEntry)
      .filter((e): e is OutboxEntry => e !== undefined);
    const expired = stored.filter(
      (e) => e.state === 'sent' && Date.now() - Date.parse(e.sentAt ?? e.createdAt) > SENT_KEPT_MS,
    );
    if (expired.length > 0)
      await delMany(
        expired.map((e) => e.key),
        store,
      );
    publish(stored.filter((e) => !expired.includes(e)).sort(byCreatedAt));
  }

  // Reads one after the other, so an older read never lands after a newer one.
  let reading: Promise<void> = Promise.resolve();
  function refresh(): Promise<void> {
    const next = reading.then(readAll).catch((error: unknown) => {
      console.warn('Outbox unavailable', error);
    });
    reading = next;
    return next;
  }

  async function changed(): Promise<void> {
    await refresh();
    channel?.postMessage('changed');
  }
  if (channel) channel.onmessage = () => void refresh();

  async function remove(key: string): Promise<void> {
    try {
      await del(key, store);
    } catch (error) {
      console.warn('Outbox not saved', error);
    }
    await changed();
  }

  return {
    change,
    remove,
    refresh,
    changed,
    keepInMemory(entry) {
      if (!entries.some((e) => e.key === entry.key)) publish([...entries, entry]);
    },
    getSnapshot: () => entries,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      channel?.close();
      listeners.clear();
    },
  };
}
