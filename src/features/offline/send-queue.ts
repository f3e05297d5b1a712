// The send queue (DESIGN.md, "Offline and flaky networks"): a shipment created without a network
// is kept in IndexedDB and sent when the network is back, with the Idempotency-Key of its
// submission, so however often it is retried (reloads, several tabs, a lost answer) the server
// creates it once.
//
// Several tabs share the queue, so no tab writes its own copy of the list over the others':
// every shipment is its own IndexedDB entry (keyed by its Idempotency-Key), and every change is
// a read-check-write of that one entry in one transaction. Sending runs under a Web Lock the tabs
// share and re-reads the stored queue first; and a tab sends a shipment only after marking it
// "sending" for itself in such a transaction, so even without Web Locks two tabs never send the
// same shipment at once. Whatever happens (a tab closed mid-send, a lost answer), the key makes
// the server create the shipment once.
import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createStore, del, delMany, get, promisifyRequest, values, type UseStore } from 'idb-keyval';
import type { components } from '@/api/schema';
import { api } from '@/api/client';
import { getAccessToken, subscribeAccessToken } from '@/api/token-store';
import { decodeSessionUser } from '@/features/auth/session';
import { shipmentKeys } from '@/features/shipments/api/shipment-keys';
import { isOnline } from './online-status';

type ShipmentInput = components['schemas']['ShipmentInput'];

export type QueuedState = 'waiting' | 'sending' | 'sent' | 'failed';

export interface QueuedShipment {
  /** The Idempotency-Key of the submission; also the item's id. */
  key: string;
  body: ShipmentInput;
  queuedAt: string;
  /** Who queued it: sent only while the same user is signed in, and shown only to them. */
  userId: number;
  /** For the card: where from and to, and the price shown when it was queued. */
  summary: { from: string; to: string[]; totalPrice?: number; estimated?: boolean };
  state: QueuedState;
  /** Set once the server created it. */
  shipmentId?: number;
  sentAt?: string;
  /** The server's refusal (a 4xx other than the session), shown on the card. */
  error?: string;
  /** While "sending": the tab that sends it, and since when (a closed tab's claim runs out). */
  claimedBy?: string;
  claimedAt?: number;
}

export type NewQueuedShipment = Pick<QueuedShipment, 'key' | 'body' | 'userId' | 'summary'>;

/** The items a user may see (and send): their own; a guest (null) sees none of anyone's. */
export function itemsOf(items: readonly QueuedShipment[], userId: number | null): QueuedShipment[] {
  return items.filter((i) => i.userId === userId);
}

/** The list of the first version: one array under one key, which tabs overwrote. Moved on first read. */
const LEGACY_KEY = 'kc.send-queue.v1';
const LOCK_NAME = 'kc.send-queue';
const CHANNEL_NAME = 'kc.send-queue';
/** A sent shipment stays (as "Gönderiniz iletildi" with its link, in every tab) this long. */
const SENT_KEPT_MS = 24 * 60 * 60 * 1000;
/** A request that hangs must not hold the lock (and every other tab's sending) for ever. */
const SEND_TIMEOUT_MS = 30_000;
/** Without Web Locks, a "sending" claim older than this belongs to a tab that is gone. */
const CLAIM_EXPIRES_MS = 2 * SEND_TIMEOUT_MS;
const STATES: readonly unknown[] = ['waiting', 'sending', 'sent', 'failed'] satisfies QueuedState[];

function isQueuedShipment(value: unknown): value is QueuedShipment {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.key === 'string' &&
    typeof v.body === 'object' &&
    typeof v.userId === 'number' &&
    typeof v.queuedAt === 'string' &&
    STATES.includes(v.state)
  );
}

function byQueuedAt(a: QueuedShipment, b: QueuedShipment): number {
  if (a.queuedAt !== b.queuedAt) return a.queuedAt < b.queuedAt ? -1 : 1;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

function timeoutSignal(): AbortSignal | undefined {
  return 'timeout' in AbortSignal ? AbortSignal.timeout(SEND_TIMEOUT_MS) : undefined;
}

function newTabId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random()}`;
}

type SendOutcome = 'sent' | 'later' | 'refused' | 'taken';

export interface SendQueueOptions {
  /** The IndexedDB store every tab shares: one entry per shipment, keyed by its Idempotency-Key. */
  store?: UseStore;
  /** The lock manager the tabs share; null where the browser has none. */
  locks?: LockManager | null;
  /** BroadcastChannel name that tells the other tabs to re-read; null for none. */
  channel?: string | null;
}

export interface SendQueue {
  /** Adds a shipment (or keeps the one already stored under its key). */
  enqueue(item: NewQueuedShipment): Promise<void>;
  /** Forgets a shipment (a refused one the user dismissed). */
  remove(key: string): Promise<void>;
  /** Sends every waiting shipment of the signed-in user, one after the other, one tab at a time. */
  flush(queryClient?: QueryClient): Promise<void>;
  /** Re-reads the stored queue. */
  refresh(): Promise<void>;
  subscribe(listener: () => void): () => void;
  /** Every user's items, oldest first (show them through `itemsOf`). */
  getSnapshot(): QueuedShipment[];
  close(): void;
}

export function createSendQueue(options: SendQueueOptions = {}): SendQueue {
  const store = options.store ?? createStore('kc-send-queue', 'shipments');
  const locks =
    options.locks !== undefined
      ? options.locks
      : typeof navigator !== 'undefined'
        ? ((navigator as { locks?: LockManager | null }).locks ?? null)
        : null;
  const channelName = options.channel === undefined ? CHANNEL_NAME : options.channel;
  const channel =
    channelName && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(channelName) : null;
  const tabId = newTabId();

  let items: QueuedShipment[] = [];
  let itemsJson = '[]';
  let queryClient: QueryClient | undefined;
  const listeners = new Set<() => void>();

  function publish(next: QueuedShipment[]): void {
    const json = JSON.stringify(next);
    if (json === itemsJson) return;
    const wasUnsent = new Set(items.filter((i) => i.state !== 'sent').map((i) => i.key));
    const newlySent = next.some((i) => i.state === 'sent' && wasUnsent.has(i.key));
    items = next;
    itemsJson = json;
    for (const listener of listeners) listener();
    // Sent here or in another tab: the shipment lists have a new entry.
    if (newlySent && queryClient) void queryClient.invalidateQueries({ queryKey: shipmentKeys.all });
  }

  /**
   * Reads one stored shipment, decides, and writes it back in one transaction (or leaves it when
   * `decide` returns undefined): no other tab can change it in between, and no other shipment is
   * touched. Resolves once the write is durable.
   */
  function change(
    key: string,
    decide: (current: QueuedShipment | undefined) => QueuedShipment | undefined,
  ): Promise<void> {
    return store('readwrite', (objects) =>
      promisifyRequest<unknown>(objects.get(key)).then((found) => {
        const next = decide(isQueuedShipment(found) ? found : undefined);
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
      for (const old of legacy.filter(isQueuedShipment)) {
        await change(old.key, (current) => (current ? undefined : old));
      }
      await del(LEGACY_KEY);
    })().catch((error: unknown) => {
      console.warn('Send queue: the old list was not moved', error);
    });
    return migrated;
  }

  async function readAll(): Promise<void> {
    await migrate();
    const stored = (await values<unknown>(store)).filter(isQueuedShipment);
    const expired = stored.filter(
      (i) => i.state === 'sent' && Date.now() - Date.parse(i.sentAt ?? i.queuedAt) > SENT_KEPT_MS,
    );
    if (expired.length > 0)
      await delMany(
        expired.map((i) => i.key),
        store,
      );
    publish(stored.filter((i) => !expired.includes(i)).sort(byQueuedAt));
  }

  // Reads one after the other, so an older read never lands after a newer one.
  let reading: Promise<void> = Promise.resolve();
  function refresh(): Promise<void> {
    const next = reading.then(readAll).catch((error: unknown) => {
      console.warn('Send queue unavailable', error);
    });
    reading = next;
    return next;
  }

  async function changed(): Promise<void> {
    await refresh();
    channel?.postMessage('changed');
  }
  if (channel) channel.onmessage = () => void refresh();

  /**
   * Marks a shipment "sending" by this tab if it is still to be sent: waiting, or "sending" by a
   * tab that is gone (under the lock every other send has ended; without it, once the claim ran out).
   */
  async function claim(item: QueuedShipment, locked: boolean): Promise<QueuedShipment | null> {
    let claimed: QueuedShipment | null = null;
    await change(item.key, (current) => {
      if (!current) return undefined;
      const free =
        current.state === 'waiting' ||
        (current.state === 'sending' && (locked || Date.now() - (current.claimedAt ?? 0) > CLAIM_EXPIRES_MS));
      if (!free) return undefined;
      claimed = { ...current, state: 'sending', claimedBy: tabId, claimedAt: Date.now() };
      return claimed;
    });
    await changed();
    return claimed;
  }

  /** Records the outcome of this tab's send; the claim ends. */
  async function settle(item: QueuedShipment, patch: Partial<QueuedShipment>): Promise<void> {
    try {
      await change(item.key, (current) => {
        const next: QueuedShipment = { ...(current ?? item), ...patch };
        delete next.claimedBy;
        delete next.claimedAt;
        return next;
      });
    } catch (error) {
      console.warn('Send queue not saved', error);
    }
    await changed();
  }

  async function send(queued: QueuedShipment, token: string, locked: boolean): Promise<SendOutcome> {
    const item = await claim(queued, locked);
    if (!item) return 'taken';
    let result;
    try {
      result = await api.POST('/shipment', {
        body: item.body,
        params: { header: { 'Idempotency-Key': item.key } },
        // The token checked against the item's user, not whichever is current when it leaves.
        headers: { Authorization: `Bearer ${token}` },
        signal: timeoutSignal(),
      });
    } catch {
      // No network (or it dropped mid-way, or timed out): the key makes the next try safe.
      await settle(item, { state: 'waiting' });
      return 'later';
    }
    const { response, data, error } = result;
    const shipmentId = data?.data?.shipmentId;
    if (response.ok && shipmentId) {
      await settle(item, { state: 'sent', shipmentId, sentAt: new Date().toISOString(), error: undefined });
      return 'sent';
    }
    // The session (401/403/498), a timeout, throttling or the server (5xx) may come back: later.
    if ([401, 403, 408, 429, 498].includes(response.status) || response.status >= 500) {
      await settle(item, { state: 'waiting' });
      return 'later';
    }
    const desc = (error as { desc?: unknown } | undefined)?.desc;
    await settle(item, {
      state: 'failed',
      error: typeof desc === 'string' ? desc : `HTTP ${response.status}`,
    });
    return 'refused';
  }

  async function flushOnce(locked: boolean): Promise<void> {
    // The stored queue is the truth: another tab may have sent or queued since.
    await refresh();
    for (const item of items) {
      if (item.state !== 'waiting' && item.state !== 'sending') continue;
      if (!isOnline()) break;
      const token = getAccessToken();
      if (!token || decodeSessionUser(token)?.userId !== item.userId) continue;
      const outcome = await send(item, token, locked);
      if (outcome === 'later') break;
    }
  }

  async function exclusive(): Promise<void> {
    if (!locks) return flushOnce(false);
    await locks.request(LOCK_NAME, () => flushOnce(true));
  }

  let flushing: Promise<void> | null = null;
  let again = false;
  function flush(client?: QueryClient): Promise<void> {
    if (client) queryClient = client;
    if (flushing) {
      // Something was queued or came back while sending: one more pass after this one.
      again = true;
      return flushing;
    }
    flushing = (async () => {
      do {
        again = false;
        await exclusive();
      } while (again);
    })()
      .catch((error: unknown) => {
        console.warn('Send queue not sent', error);
      })
      .finally(() => {
        flushing = null;
      });
    return flushing;
  }

  async function enqueue(item: NewQueuedShipment): Promise<void> {
    const queued: QueuedShipment = { ...item, state: 'waiting', queuedAt: new Date().toISOString() };
    try {
      await change(item.key, (current) => (current ? undefined : queued));
    } catch (error) {
      // Storage refused (private mode, quota): this tab still holds it until it is sent.
      console.warn('Send queue not saved', error);
      if (!items.some((i) => i.key === item.key)) publish([...items, queued]);
      return;
    }
    await changed();
  }

  async function remove(key: string): Promise<void> {
    try {
      await del(key, store);
    } catch (error) {
      console.warn('Send queue not saved', error);
    }
    await changed();
  }

  return {
    enqueue,
    remove,
    flush,
    refresh,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
    close() {
      channel?.close();
      listeners.clear();
    },
  };
}

// The app's one queue, created when it is first needed (this module loads lazily).
let appQueue: SendQueue | null = null;
function queue(): SendQueue {
  appQueue ??= createSendQueue();
  return appQueue;
}

/** Adds a shipment to the queue (or keeps the one already there under the same key). */
export function enqueueShipment(item: NewQueuedShipment): Promise<void> {
  return queue().enqueue(item);
}

/** Forgets an item (a refused one the user dismissed). */
export function removeQueued(key: string): Promise<void> {
  return queue().remove(key);
}

/** Sends every waiting item of the signed-in user, one after the other. */
export function flushSendQueue(queryClient?: QueryClient): Promise<void> {
  return queue().flush(queryClient);
}

let started = false;

/** Loads the queue and sends it now, whenever the network comes back, and after a sign-in. */
export function startSendQueue(queryClient: QueryClient): void {
  if (started) return;
  started = true;
  const flush = () => {
    if (isOnline()) void flushSendQueue(queryClient);
  };
  window.addEventListener('online', flush);
  subscribeAccessToken(flush);
  void queue().refresh().then(flush);
}

let loaded = false;
function subscribe(listener: () => void): () => void {
  const unsubscribe = queue().subscribe(listener);
  if (!loaded) {
    loaded = true;
    void queue().refresh();
  }
  return unsubscribe;
}

function getSnapshot(): QueuedShipment[] {
  return queue().getSnapshot();
}

/** The queue as it changes (waiting, sending, sent, refused), every user's: show it through `itemsOf`. */
export function useSendQueue(): QueuedShipment[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
