import 'fake-indexeddb/auto';
import { del, get, set } from 'idb-keyval';
import { afterEach, describe, expect, it } from 'vitest';
import { getOffsetMs } from './clock';
import { clearDb, db } from './db';
import { flushSave, loadPersisted, setPersistAdapter, type Snapshot } from './persist';
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
});
