// The send queue (DESIGN.md, "Offline and flaky networks"): a shipment created without a network
// is kept in IndexedDB and sent when the network is back, with the Idempotency-Key of its
// submission, so however often it is retried (reloads, several tabs, a lost answer) the server
// creates it once.
import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import type { components } from '@/api/schema';
import { api } from '@/api/client';
import { subscribeAccessToken } from '@/api/token-store';
import { getSessionUser } from '@/features/auth/session';
import { shipmentKeys } from '@/features/shipments/api/shipment-keys';
import { isOnline } from './online-status';

type ShipmentInput = components['schemas']['ShipmentInput'];

export type QueuedState = 'waiting' | 'sending' | 'sent' | 'failed';

export interface QueuedShipment {
  /** The Idempotency-Key of the submission; also the item's id. */
  key: string;
  body: ShipmentInput;
  queuedAt: string;
  /** Who queued it: sent only while the same user is signed in. */
  userId: number;
  /** For the card: where from and to, and the price shown when it was queued. */
  summary: { from: string; to: string[]; totalPrice?: number };
  state: QueuedState;
  /** Set once the server created it. */
  shipmentId?: number;
  /** The server's refusal (a 4xx other than the session), shown on the card. */
  error?: string;
}

const STORAGE_KEY = 'kc.send-queue.v1';

let items: QueuedShipment[] = [];
let loaded: Promise<void> | null = null;
const listeners = new Set<() => void>();

function emit(next: QueuedShipment[]): void {
  items = next;
  for (const listener of listeners) listener();
}

async function save(): Promise<void> {
  // Sent items are shown for this visit only; what is still to do survives reloads.
  const pending = items.filter((i) => i.state !== 'sent').map((i) => ({ ...i, state: pendingState(i) }));
  try {
    if (pending.length > 0) await set(STORAGE_KEY, pending);
    else await del(STORAGE_KEY);
  } catch (error) {
    console.warn('Send queue not saved', error);
  }
}

function pendingState(item: QueuedShipment): QueuedState {
  return item.state === 'sending' ? 'waiting' : item.state;
}

function load(): Promise<void> {
  loaded ??= (async () => {
    try {
      const stored = await get<QueuedShipment[]>(STORAGE_KEY);
      if (Array.isArray(stored)) {
        const known = new Set(items.map((i) => i.key));
        emit([...items, ...stored.filter((i) => !known.has(i.key))]);
      }
    } catch (error) {
      console.warn('Send queue unavailable', error);
    }
  })();
  return loaded;
}

function update(key: string, patch: Partial<QueuedShipment>): void {
  emit(items.map((i) => (i.key === key ? { ...i, ...patch } : i)));
}

/** Adds a shipment to the queue (or keeps the one already there under the same key). */
export async function enqueueShipment(item: Omit<QueuedShipment, 'state' | 'queuedAt'>): Promise<void> {
  await load();
  if (!items.some((i) => i.key === item.key)) {
    emit([...items, { ...item, state: 'waiting', queuedAt: new Date().toISOString() }]);
  }
  await save();
}

/** Forgets an item (a refused one the user dismissed, or a sent one). */
export async function removeQueued(key: string): Promise<void> {
  emit(items.filter((i) => i.key !== key));
  await save();
}

type SendOutcome = 'sent' | 'later' | 'refused';

async function send(item: QueuedShipment): Promise<SendOutcome> {
  update(item.key, { state: 'sending' });
  let result;
  try {
    result = await api.POST('/shipment', {
      body: item.body,
      params: { header: { 'Idempotency-Key': item.key } },
    });
  } catch {
    // No network (or it dropped mid-way): the key makes the next try safe.
    update(item.key, { state: 'waiting' });
    return 'later';
  }
  const { response, data, error } = result;
  const shipmentId = data?.data?.shipmentId;
  if (response.ok && shipmentId) {
    update(item.key, { state: 'sent', shipmentId, error: undefined });
    return 'sent';
  }
  // The session (401/403/498) or the server (5xx) may come back: try again later.
  if ([401, 403, 498].includes(response.status) || response.status >= 500) {
    update(item.key, { state: 'waiting' });
    return 'later';
  }
  const desc = (error as { desc?: unknown } | undefined)?.desc;
  update(item.key, { state: 'failed', error: typeof desc === 'string' ? desc : `HTTP ${response.status}` });
  return 'refused';
}

let flushing: Promise<void> | null = null;

/** Sends every waiting item of the signed-in user, one after the other. */
export function flushSendQueue(queryClient?: QueryClient): Promise<void> {
  flushing ??= (async () => {
    await load();
    const userId = getSessionUser()?.userId ?? null;
    let sent = 0;
    for (const item of items.filter((i) => i.state === 'waiting' && i.userId === userId)) {
      if (!isOnline()) break;
      const outcome = await send(item);
      if (outcome === 'later') break;
      if (outcome === 'sent') sent += 1;
    }
    await save();
    if (sent > 0 && queryClient) await queryClient.invalidateQueries({ queryKey: shipmentKeys.all });
  })().finally(() => {
    flushing = null;
  });
  return flushing;
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
  void load().then(flush);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  void load();
  return () => listeners.delete(listener);
}

/** The queue as it changes (waiting, sending, sent, refused). */
export function useSendQueue(): QueuedShipment[] {
  return useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
}
