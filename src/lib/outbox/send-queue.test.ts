// The send queue against the emulated server (msw/node) and a real IndexedDB (fake-indexeddb):
// a queued shipment is sent once, keeps its Idempotency-Key through failures, shows a refusal,
// and two tabs (two queue instances over the same storage) neither lose nor double-send it.
import 'fake-indexeddb/auto';
import { createStore, set, type UseStore } from 'idb-keyval';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { accounts, smsLogin } from '@mocks/test/api';
import { setupAppOnMockServer } from '@mocks/test/app';
import { shipmentBody } from '@mocks/test/fixtures';
import type { components } from '@/api/schema';
import { setAccessToken } from '@/api/token-store';
import { decodeSessionUser } from '@/lib/session/session';
import { shipmentStatusLabel } from '@/domain/shipment-status';
import { entriesOf as itemsOf, type OutboxEntry, type OutboxEntryOf } from './outbox-entry';
import { createOutbox, type Outbox as SendQueue } from './send-queue';

type ShipmentInput = components['schemas']['ShipmentInput'];
// The kinds the app registers (src/app/outbox-writes.ts, loaded by the test setup).
type ChangeStatusEntry = OutboxEntryOf<'changeStatus'>;
type CreateShipmentEntry = OutboxEntryOf<'createShipment'>;

/** Every POST /shipment that reached the server: its Idempotency-Key (null without one). */
let posts: (string | null)[] = [];
const queues: SendQueue[] = [];
let store: UseStore;
let storeNo = 0;
let token: string;
let userId: number;

/** Sees each POST first, then passes it on to the emulated server (a resolver returning nothing). */
function spyOnPosts(): void {
  server.use(
    http.post('*/api/v1/shipment', ({ request }) => {
      posts.push(request.headers.get('Idempotency-Key'));
    }),
  );
}

setupAppOnMockServer();
beforeEach(async () => {
  posts = [];
  spyOnPosts();
  store = createStore(`send-queue-test-${++storeNo}`, 'items');
  token = await accounts.customer();
  userId = decodeSessionUser(token)!.userId;
  setAccessToken(token);
});
afterEach(() => {
  for (const q of queues.splice(0)) q.close();
  setAccessToken(null);
  localStorage.clear();
  sessionStorage.clear();
});

/**
 * The Web Locks API as the tabs of one origin share it (happy-dom has none): `request` runs each
 * callback alone, in order, per lock name.
 */
function sharedLocks(): LockManager {
  const tails = new Map<string, Promise<unknown>>();
  const request = (name: string, callback: () => Promise<unknown>) => {
    const run = (tails.get(name) ?? Promise.resolve()).then(() => callback());
    tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  };
  return { request } as unknown as LockManager;
}

/** A queue as one tab has it; `locks: null` is a browser without the Web Locks API. */
function tab(options: { locks?: LockManager | null } = {}): SendQueue {
  const q = createOutbox({ store, channel: null, ...options });
  queues.push(q);
  return q;
}

let keyNo = 0;
function newKey(): string {
  keyNo += 1;
  return `00000000-0000-4000-8000-${String(keyNo).padStart(12, '0')}`;
}

function item(overrides: Partial<Omit<CreateShipmentEntry, 'state' | 'createdAt'>> = {}) {
  return {
    kind: 'createShipment' as const,
    key: newKey(),
    body: shipmentBody() as ShipmentInput,
    ownerId: userId,
    summary: { from: 'Kadıköy / İstanbul', to: ['Beşiktaş / İstanbul'], totalPrice: 150 },
    ...overrides,
  };
}

async function activeCount(): Promise<number> {
  const response = await fetch('http://localhost/api/v1/shipment/active', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: unknown[] }).data.length;
}

function stateOf(q: SendQueue, key: string): OutboxEntry | undefined {
  return q.getSnapshot().find((i) => i.key === key);
}

describe('the send queue', () => {
  it('keeps an enqueued shipment waiting in storage (another tab reads it), once per key', async () => {
    const a = tab();
    const queued = item();
    await a.enqueue(queued);
    await a.enqueue({ ...queued, summary: { from: 'x', to: ['y'] } });

    expect(a.getSnapshot()).toHaveLength(1);
    expect(stateOf(a, queued.key)).toMatchObject({
      state: 'waiting',
      ownerId: userId,
      summary: queued.summary,
    });
    const b = tab();
    await b.refresh();
    expect(b.getSnapshot().map((i) => [i.key, i.state])).toEqual([[queued.key, 'waiting']]);
    expect(posts).toEqual([]);
  });

  it('sends a waiting shipment with its key once; it is sent, nothing is left to send', async () => {
    const a = tab();
    const queued = item();
    const before = await activeCount();
    await a.enqueue(queued);
    await a.flush();

    const sent = stateOf(a, queued.key);
    expect(sent?.state).toBe('sent');
    expect(sent?.kind === 'createShipment' && sent.shipmentId).toBeGreaterThan(0);
    expect(posts).toEqual([queued.key]);
    expect(await activeCount()).toBe(before + 1);

    // Nothing waits any more: another flush, or another tab's, sends nothing.
    await a.flush();
    const b = tab();
    await b.flush();
    expect(posts).toEqual([queued.key]);
    expect(itemsOf(b.getSnapshot(), userId).filter((i) => i.state !== 'sent')).toEqual([]);
  });

  it('keeps a shipment waiting with the same Idempotency-Key when the network fails, and sends it later', async () => {
    const a = tab();
    const queued = item();
    const before = await activeCount();
    await a.enqueue(queued);

    server.use(
      http.post('*/api/v1/shipment', ({ request }) => {
        posts.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.error();
      }),
    );
    await a.flush();
    expect(stateOf(a, queued.key)?.state).toBe('waiting');

    // The server answered but the answer was lost (a 503 from a proxy): still waiting.
    server.resetHandlers();
    server.use(
      http.post('*/api/v1/shipment', ({ request }) => {
        posts.push(request.headers.get('Idempotency-Key'));
        return new HttpResponse(null, { status: 503 });
      }),
    );
    await a.flush();
    expect(stateOf(a, queued.key)?.state).toBe('waiting');

    server.resetHandlers();
    spyOnPosts();
    await a.flush();
    expect(stateOf(a, queued.key)?.state).toBe('sent');
    expect(posts).toEqual([queued.key, queued.key, queued.key]);
    expect(await activeCount()).toBe(before + 1);
  });

  it('a reload (a new instance) after the server created it but the answer was lost creates nothing more', async () => {
    const queued = item();
    const before = await activeCount();
    await tab().enqueue(queued);
    // The request reached the server, the answer never came back.
    const created = await fetch('http://localhost/api/v1/shipment', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': queued.key,
      },
      body: JSON.stringify(queued.body),
    });
    const { data } = (await created.json()) as { data: { shipmentId: number } };

    const reloaded = tab();
    await reloaded.flush();
    expect(stateOf(reloaded, queued.key)).toMatchObject({ state: 'sent', shipmentId: data.shipmentId });
    expect(await activeCount()).toBe(before + 1);
  });

  it('moves a refused shipment (4xx) to "failed" with the server’s Turkish text, never resends it, and forgets it on "Kaldır"', async () => {
    const a = tab();
    // A motorcycle cannot carry the heaviest class: the server refuses it (400).
    const refused = item({ body: shipmentBody({ vehicleType: 1, weightType: 6 }) as ShipmentInput });
    await a.enqueue(refused);
    await a.flush();

    const failed = stateOf(a, refused.key);
    expect(failed?.state).toBe('failed');
    expect(failed?.error).toMatch(/[çğıöşüÇĞİÖŞÜ]/);
    expect(failed?.error).not.toMatch(/^HTTP/);

    await a.flush();
    expect(posts).toEqual([refused.key]);
    const b = tab();
    await b.refresh();
    expect(stateOf(b, refused.key)?.state).toBe('failed');

    await a.remove(refused.key);
    await b.refresh();
    expect(b.getSnapshot()).toEqual([]);
  });

  it('shows the 422 of a key reused with another body as a refusal', async () => {
    const a = tab();
    const queued = item();
    await fetch('http://localhost/api/v1/shipment', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': queued.key,
      },
      body: JSON.stringify(shipmentBody({ getPriceQuote: true })),
    });
    await a.enqueue(queued);
    await a.flush();
    expect(stateOf(a, queued.key)).toMatchObject({ state: 'failed', error: expect.stringMatching(/farklı/) });
  });

  it('sends only the signed-in user’s shipments, and shows each user only their own', async () => {
    const a = tab();
    const other = decodeSessionUser(await smsLogin('05391112233', 1))!.userId;
    const mine = item();
    const theirs = item({ ownerId: other });
    await a.enqueue(theirs);
    await a.enqueue(mine);
    await a.flush();

    expect(posts).toEqual([mine.key]);
    expect(stateOf(a, theirs.key)?.state).toBe('waiting');
    expect(itemsOf(a.getSnapshot(), userId).map((i) => i.key)).toEqual([mine.key]);
    expect(itemsOf(a.getSnapshot(), other).map((i) => i.key)).toEqual([theirs.key]);
    // A guest sees no one's shipments.
    expect(itemsOf(a.getSnapshot(), null)).toEqual([]);

    // Signed out, nothing is sent.
    setAccessToken(null);
    const b = tab();
    await b.flush();
    expect(posts).toEqual([mine.key]);
  });
});

describe('two tabs over the same storage', () => {
  it('an empty tab saving or flushing never deletes what another tab queued', async () => {
    const a = tab();
    const b = tab();
    await a.refresh();
    await b.refresh();
    const first = item();
    await a.enqueue(first);
    await a.flush();
    // B loaded before A queued; its queue in memory is empty.
    const second = item();
    await b.enqueue(second);
    const third = item();
    await a.enqueue(third); // A's memory does not hold `second`

    const c = tab();
    await c.refresh();
    expect(
      c
        .getSnapshot()
        .map((i) => i.key)
        .sort(),
    ).toEqual([first.key, second.key, third.key].sort());
  });

  it('with Web Locks, flushing at once in both tabs sends each shipment exactly once', async () => {
    const locks = sharedLocks();
    const a = tab({ locks });
    const b = tab({ locks });
    const before = await activeCount();
    const queued = [item(), item(), item()];
    await a.enqueue(queued[0]!);
    await b.enqueue(queued[1]!);
    await a.enqueue(queued[2]!);

    await Promise.all([a.flush(), b.flush(), a.flush(), b.flush()]);

    expect([...posts].sort()).toEqual(queued.map((q) => q.key).sort());
    expect(await activeCount()).toBe(before + 3);
    await a.refresh();
    await b.refresh();
    for (const q of [a, b]) expect(q.getSnapshot().map((i) => i.state)).toEqual(['sent', 'sent', 'sent']);
  });

  it('without Web Locks, flushing at once in both tabs still sends each shipment exactly once', async () => {
    const a = tab({ locks: null });
    const b = tab({ locks: null });
    const before = await activeCount();
    const queued = [item(), item()];
    await a.enqueue(queued[0]!);
    await b.enqueue(queued[1]!);

    await Promise.all([a.flush(), b.flush()]);

    expect([...posts].sort()).toEqual(queued.map((q) => q.key).sort());
    expect(await activeCount()).toBe(before + 2);
    await a.refresh();
    expect(a.getSnapshot().map((i) => i.state)).toEqual(['sent', 'sent']);
  });

  it('takes over a shipment a closed tab left "sending": at once under the lock, after its claim ran out without', async () => {
    const before = await activeCount();
    const createdAt = new Date().toISOString();
    const recent = item();
    await set(
      recent.key,
      { ...recent, state: 'sending', createdAt, attempts: 0, claimedBy: 'gone', claimedAt: Date.now() },
      store,
    );

    // Without locks a fresh claim may be a live tab's: left alone.
    const unlocked = tab({ locks: null });
    await unlocked.flush();
    expect(posts).toEqual([]);
    expect(stateOf(unlocked, recent.key)?.state).toBe('sending');
    // An old claim is a tab that is gone.
    await set(
      recent.key,
      {
        ...recent,
        state: 'sending',
        createdAt,
        attempts: 0,
        claimedBy: 'gone',
        claimedAt: Date.now() - 120_000,
      },
      store,
    );
    await unlocked.flush();
    expect(stateOf(unlocked, recent.key)?.state).toBe('sent');

    // Under the lock no other send runs, so any "sending" is a tab that is gone.
    const other = item();
    await set(
      other.key,
      { ...other, state: 'sending', createdAt, attempts: 0, claimedBy: 'gone', claimedAt: Date.now() },
      store,
    );
    const locked = tab({ locks: sharedLocks() });
    await locked.flush();
    expect(stateOf(locked, other.key)?.state).toBe('sent');
    expect(posts).toEqual([recent.key, other.key]);
    expect(await activeCount()).toBe(before + 2);
  });
});

describe('status changes in the outbox', () => {
  // 1005: status 3, assigned to Mehmet (courier 2), owned by the customer (Ayşe).
  const pickUp = { fromState: 3 as const, toState: 4 as const, action: 3100 };
  let puts: (string | null)[] = [];
  let mehmet: string;

  function spyOnPuts(): void {
    server.use(
      http.put('*/api/v1/shipment/:shipmentId/change-status', ({ request }) => {
        puts.push(request.headers.get('Idempotency-Key'));
      }),
    );
  }

  function change(overrides: Partial<ChangeStatusEntry> = {}) {
    return {
      kind: 'changeStatus' as const,
      key: newKey(),
      ownerId: 2,
      shipmentId: 1005,
      body: pickUp,
      ...overrides,
    };
  }

  async function statusOf(shipmentId: number): Promise<number> {
    const response = await fetch(`http://localhost/api/v1/shipment/${shipmentId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return ((await response.json()) as { data: { shipmentStatus: number } }).data.shipmentStatus;
  }

  async function stepsTo(status: number): Promise<number> {
    const response = await fetch('http://localhost/api/v1/shipment/1005/history', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const steps = ((await response.json()) as { data: { statusDesc: string; complatedStatus: number }[] })
      .data;
    return steps.filter((s) => s.statusDesc === shipmentStatusLabel(status) && s.complatedStatus !== 0)
      .length;
  }

  beforeEach(async () => {
    puts = [];
    spyOnPuts();
    mehmet = await accounts.mehmet();
    setAccessToken(mehmet);
  });

  it('sends a queued change once, with its key, as its owner; nothing is left to send', async () => {
    const a = tab();
    const queued = change();
    await a.enqueue(queued);
    expect(stateOf(a, queued.key)).toMatchObject({ state: 'waiting', attempts: 0, ownerId: 2 });
    await a.flush();
    await a.flush();
    await tab().flush();

    expect(puts).toEqual([queued.key]);
    expect(stateOf(a, queued.key)).toMatchObject({ state: 'sent', attempts: 1 });
    expect(await statusOf(1005)).toBe(4);
  });

  it('keeps the Idempotency-Key through a dropped network and a 503, counting attempts; the status moves once', async () => {
    const a = tab();
    const queued = change();
    await a.enqueue(queued);
    // The first try reaches the server but its answer is lost: the change is applied.
    server.use(
      http.put(
        '*/api/v1/shipment/:shipmentId/change-status',
        async ({ request }) => {
          puts.push(request.headers.get('Idempotency-Key'));
          await fetch(request.clone()).catch(() => undefined);
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    await a.flush();
    expect(stateOf(a, queued.key)).toMatchObject({ state: 'waiting', attempts: 1 });

    server.use(
      http.put(
        '*/api/v1/shipment/:shipmentId/change-status',
        ({ request }) => {
          puts.push(request.headers.get('Idempotency-Key'));
          return new HttpResponse(null, { status: 503 });
        },
        { once: true },
      ),
    );
    await a.flush();
    expect(stateOf(a, queued.key)).toMatchObject({ state: 'waiting', attempts: 2 });

    await a.flush();
    expect(stateOf(a, queued.key)).toMatchObject({ state: 'sent', attempts: 3 });
    expect(new Set(puts)).toEqual(new Set([queued.key]));
    expect(await statusOf(1005)).toBe(4);
    setAccessToken(token);
    expect(await stepsTo(4)).toBe(1);
  });

  it('never sends one user’s change with another’s session', async () => {
    const a = tab();
    const queued = change();
    await a.enqueue(queued);
    setAccessToken(token); // the customer signs in on the same device
    await a.flush();
    expect(puts).toEqual([]);
    expect(stateOf(a, queued.key)?.state).toBe('waiting');

    setAccessToken(mehmet);
    await a.flush();
    expect(puts).toEqual([queued.key]);
  });

  it('drops a change the server refuses for good (the customer cancelled meanwhile), says why in Turkish, and never resends it', async () => {
    const refused: OutboxEntry[] = [];
    const a = createOutbox({ store, channel: null, onRefused: (e) => refused.push(e) });
    queues.push(a);
    const queued = change();
    await a.enqueue(queued);
    const cancel = await fetch('http://localhost/api/v1/shipment/1005/change-status', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ fromState: 3, toState: 50, action: 1500 }),
    });
    expect(cancel.status).toBe(200);
    puts = [];

    await a.flush();
    await a.flush();
    expect(puts).toEqual([queued.key]);
    expect(stateOf(a, queued.key)).toMatchObject({
      state: 'failed',
      error: expect.stringMatching(/[ğışçöü]/),
    });
    expect(refused.map((e) => e.key)).toEqual([queued.key]);
  });

  it('retries by itself with backoff after a failure that may pass', async () => {
    const a = createOutbox({ store, channel: null, backoff: { delay: () => 20 } });
    queues.push(a);
    const queued = change();
    await a.enqueue(queued);
    server.use(
      http.put('*/api/v1/shipment/:shipmentId/change-status', () => new HttpResponse(null, { status: 502 }), {
        once: true,
      }),
    );
    await a.flush();
    expect(stateOf(a, queued.key)?.state).toBe('waiting');
    await expect.poll(() => stateOf(a, queued.key)?.state, { timeout: 2000 }).toBe('sent');
    expect(await statusOf(1005)).toBe(4);
  });
});

describe('a stop delivered in the outbox', () => {
  // 1008: status 6, two stops (8 and 9), assigned to Ali (courier 3).
  it('sends a stop marked offline once, with its key, through a dropped network; the stop is timed once', async () => {
    const ali = await accounts.ali();
    setAccessToken(ali);
    const keys: (string | null)[] = [];
    server.use(
      http.put('*/api/v1/shipment/:shipmentId/deliveries/:deliveryItemId/delivered', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
      }),
    );
    const a = tab();
    const queued = {
      kind: 'stopDelivered' as const,
      key: newKey(),
      ownerId: 3,
      shipmentId: 1008,
      body: { deliveryItemId: 8 },
    };
    await a.enqueue(queued);
    server.use(
      http.put(
        '*/api/v1/shipment/:shipmentId/deliveries/:deliveryItemId/delivered',
        () => HttpResponse.error(),
        {
          once: true,
        },
      ),
    );
    await a.flush();
    expect(stateOf(a, queued.key)).toMatchObject({ state: 'waiting', attempts: 1 });
    await a.flush();
    await a.flush();
    expect(stateOf(a, queued.key)).toMatchObject({ state: 'sent' });
    expect(keys).toEqual([queued.key]);
    const response = await fetch('http://localhost/api/v1/shipment/1008', {
      headers: { Authorization: `Bearer ${ali}` },
    });
    const stops = ((await response.json()) as { data: { shipmentList: { deliveredAt: string | null }[] } })
      .data.shipmentList;
    expect(stops[0]?.deliveredAt).toEqual(expect.any(String));
    expect(stops[1]?.deliveredAt ?? null).toBeNull();
  });
});
