import 'fake-indexeddb/auto';
import { del, get, set } from 'idb-keyval';
import { afterEach, describe, expect, it } from 'vitest';
import { getOffsetMs } from './clock';
import { clearDb, db } from './db';
import {
  flushSave,
  loadPersisted,
  setPersistAdapter,
  takeSnapshot,
  type PersistAdapter,
  type Snapshot,
} from './persist';
import { accounts, advanceClock, api, setupMockServer } from './test/api';
import { shipmentBody } from './test/fixtures';

setupMockServer();

const KEY = 'test:mock-db';

afterEach(() => setPersistAdapter(null));

describe('persistence (IndexedDB through idb-keyval, as in the browser)', () => {
  it('keeps shipments and the clock offset across a reload', async () => {
    setPersistAdapter({ load: () => get<Snapshot>(KEY), save: (s) => set(KEY, s), clear: () => del(KEY) });
    const token = await accounts.customer();
    const created = await api<{ shipmentId: number }>('POST', '/shipment', { token, body: shipmentBody() });
    await advanceClock(5);
    await flushSave();
    const offset = getOffsetMs();

    clearDb();
    expect(db.shipments.count()).toBe(0);
    expect(await loadPersisted()).toBe(true);

    expect(getOffsetMs()).toBe(offset);
    const again = await accounts.customer();
    const read = await api<{ shipmentId: number }>('GET', `/shipment/${created.body.data.shipmentId}`, {
      token: again,
    });
    expect(read.status).toBe(200);
  });

  it('keeps Idempotency-Keys across a reload: a replay after it creates nothing', async () => {
    setPersistAdapter({ load: () => get<Snapshot>(KEY), save: (s) => set(KEY, s), clear: () => del(KEY) });
    const token = await accounts.customer();
    const headers = { 'Idempotency-Key': '9e8d7c6b-5a49-4382-a1b0-c9d8e7f6a5b4' };
    const first = await api<{ shipmentId: number }>('POST', '/shipment', {
      token,
      body: shipmentBody(),
      headers,
    });
    await flushSave();
    const count = db.shipments.count();

    clearDb();
    expect(await loadPersisted()).toBe(true);

    const again = await api<{ shipmentId: number }>('POST', '/shipment', {
      token: await accounts.customer(),
      body: shipmentBody(),
      headers,
    });
    expect(again.status).toBe(201);
    expect(again.body.data.shipmentId).toBe(first.body.data.shipmentId);
    expect(db.shipments.count()).toBe(count);
  });

  it('starts from the seed when nothing is stored', async () => {
    setPersistAdapter({
      load: () => get<Snapshot>('nothing-here'),
      save: async () => {},
      clear: async () => {},
    });
    expect(await loadPersisted()).toBe(false);
  });

  describe('tabs of one browser share one server', () => {
    // What every tab sees: one IndexedDB store and one revision (localStorage in the browser).
    function sharedAdapter(): PersistAdapter & { revisionValue: () => string | null; bump(): void } {
      let revision: string | null = null;
      return {
        load: () => get<Snapshot>(KEY),
        save: (snapshot) => set(KEY, snapshot),
        clear: () => del(KEY),
        revision: { read: () => revision, write: (next) => (revision = next) },
        revisionValue: () => revision,
        bump: () => (revision = `other-tab-${Math.random()}`),
      };
    }

    it('a tab reloads what another tab saved before its next request', async () => {
      const shared = sharedAdapter();
      setPersistAdapter(shared);
      const token = await accounts.customer();
      const created = await api<{ shipmentId: number }>('POST', '/shipment', { token, body: shipmentBody() });
      const shipmentId = created.body.data.shipmentId;
      // The write was saved with a new revision before it was answered.
      expect(shared.revisionValue()).not.toBeNull();

      // Another tab cancels it: its snapshot is stored, then its revision.
      const other = takeSnapshot();
      const rows = other.collections.shipments as { shipmentId: number; shipmentStatus: number }[];
      rows.find((r) => r.shipmentId === shipmentId)!.shipmentStatus = 50;
      await set(KEY, other);
      shared.bump();

      const read = await api<{ shipmentStatus: number }>('GET', `/shipment/${shipmentId}`, { token });
      expect(read.body.data.shipmentStatus).toBe(50);
    });

    it('keeps its own copy while nobody else saved (no reload on every request)', async () => {
      const shared = sharedAdapter();
      setPersistAdapter(shared);
      const token = await accounts.customer();
      const created = await api<{ shipmentId: number }>('POST', '/shipment', { token, body: shipmentBody() });
      const shipmentId = created.body.data.shipmentId;

      // The store changes behind the tab's back without a new revision: not read.
      const stale = takeSnapshot();
      (stale.collections.shipments as { shipmentId: number; shipmentStatus: number }[]).find(
        (r) => r.shipmentId === shipmentId,
      )!.shipmentStatus = 50;
      await set(KEY, stale);

      const read = await api<{ shipmentStatus: number }>('GET', `/shipment/${shipmentId}`, { token });
      expect(read.body.data.shipmentStatus).not.toBe(50);
    });

    it('answers requests of one tab one at a time, never from a half-reloaded copy', async () => {
      const shared = sharedAdapter();
      setPersistAdapter(shared);
      const token = await accounts.customer();
      await flushSave();
      shared.bump();
      // Several reads at once while a reload is due: every one sees the whole data.
      const reads = await Promise.all(
        [1001, 1002, 1003, 1004].map((id) => api('GET', `/shipment/${id}`, { token })),
      );
      expect(reads.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    });
  });
});
