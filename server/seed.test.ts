// @vitest-environment node
// Test mode's reset stores the demo data (demo/) whole, money in kuruş, ids as the emulated server
// has them, and a second reset gives the same state (the tables emptied, identities moved past).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DOCUMENT_PNGS } from '../demo/documents';
import { demoShipments } from '../demo/shipments';
import { demoUsers } from '../demo/users';
import { courierProfile } from './courier/profile';
import { openDatabase, type Database } from './db/database';
import { readGeographyFromFiles } from './geo';
import { resetToDemo } from './seed';
import { memoryStorage, newStorageKey } from './storage/storage';
import { findShipment } from './shipments/records';

let database: Database;
const base = Date.parse('2026-11-27T09:00:00Z');

beforeAll(async () => {
  readGeographyFromFiles();
  database = await openDatabase({ dataDir: 'memory://' });
}, 60_000);
afterAll(() => database.close());

const count = async (
  table: 'users' | 'courier_profiles' | 'shipments' | 'shipment_stops' | 'tenders' | 'offers',
) =>
  (
    await database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('the reset to the demo data', () => {
  it('stores every demo account, shipment, stop, tender and offer, twice in a row', async () => {
    const users = demoUsers(base);
    const demo = await demoShipments(base);
    for (let i = 0; i < 2; i++) {
      await database.db.transaction().execute((trx) => resetToDemo(trx, base, memoryStorage()));
      expect(await count('users')).toBe(users.length);
      expect(await count('courier_profiles')).toBe(users.filter((u) => u.courier).length);
      expect(await count('shipments')).toBe(demo.shipments.length);
      expect(await count('shipment_stops')).toBe(demo.shipments.flatMap((s) => s.shipmentList).length);
      expect(await count('tenders')).toBe(demo.tenders.length);
      expect(await count('offers')).toBe(demo.offers.length);
    }
  });

  it('keeps money as kuruş, exactly', async () => {
    const demo = await demoShipments(base);
    const rows = await database.db
      .selectFrom('shipments')
      .select(['shipment_id', 'total_price', 'accepted_total_price', 'collected_amount'])
      .execute();
    for (const s of demo.shipments) {
      const row = rows.find((r) => r.shipment_id === s.shipmentId);
      expect(row?.total_price).toBe(Math.round(s.totalPrice * 100));
      expect(row?.total_price).toBe(Number((s.totalPrice * 100).toFixed(0)));
    }
    expect(rows.find((r) => r.shipment_id === 1011)?.collected_amount).not.toBeNull();
  });

  it('gives new records the ids after the demo ones', async () => {
    const next = await database.db
      .insertInto('users')
      .values({
        roles: ['Customer'],
        phone: '05449990011',
        name: 'Yeni',
        surname: 'Müşteri',
        email: null,
        password_hash: null,
        status: 1,
        created_at: new Date(base),
      })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    expect(next.user_id).toBe(Math.max(...demoUsers(base).map((u) => u.userId)) + 1);
  });

  it('reads every demo shipment back as the same record (the round trip of the tables)', async () => {
    await database.db.transaction().execute((trx) => resetToDemo(trx, base, memoryStorage()));
    const demo = await demoShipments(base);
    for (const shipment of demo.shipments)
      expect(await findShipment(database.db, shipment.shipmentId)).toEqual({
        ...shipment,
        collectedAmount: shipment.collectedAmount ?? null,
      });
  });

  it("stores the demo couriers' documents as the emulated server's seed: the PNG (in the storage), itself its thumbnail", async () => {
    const storage = memoryStorage();
    await database.db.transaction().execute((trx) => resetToDemo(trx, base, storage));
    const before = await database.db.selectFrom('documents').select('storage_key').execute();
    // Another server's file in the same folder or bucket (two servers sharing one by configuration).
    const others = newStorageKey();
    await storage.put(others, new Uint8Array([1, 2, 3]));
    await database.db.transaction().execute((trx) => resetToDemo(trx, base, storage));
    // The files this database referred to are gone; another's stay.
    for (const { storage_key } of before) expect(await storage.get(storage_key!)).toBeNull();
    expect(await storage.get(others)).toEqual(new Uint8Array([1, 2, 3]));
    const rows = await database.db.selectFrom('documents').selectAll().orderBy('document_id').execute();
    const expected = demoUsers(base).flatMap((u) =>
      (u.courier?.documents ?? []).map((kind) => ({ ownerId: u.userId, kind })),
    );
    // Ids 1, 2, … in the order the emulated server's seed gives them.
    expect(rows.map((r) => [r.document_id, r.owner_id, r.kind])).toEqual(
      expected.map((e, i) => [i + 1, e.ownerId, e.kind]),
    );
    for (const row of rows) {
      const png = new Uint8Array(Buffer.from(DEMO_DOCUMENT_PNGS[row.kind], 'base64'));
      expect(row.bytes).toBeNull();
      expect(await storage.get(row.storage_key!)).toEqual(png);
      expect(row.size).toBe(png.length);
      expect(new Uint8Array(row.thumbnail!)).toEqual(png);
      expect([row.content_type, row.thumbnail_type]).toEqual(['image/png', 'image/png']);
      expect(row.created_at.getTime()).toBe(base);
    }
  });

  it('empties what was written since, the append-only journal too, and starts empty tables at id 1', async () => {
    await database.db.transaction().execute((trx) => resetToDemo(trx, base, memoryStorage()));
    const movements = async () =>
      (
        await database.db
          .selectFrom('account_movements')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const demoMovements = await movements();
    const sms = () =>
      database.db
        .insertInto('sms_outbox')
        .values({ phone: '05449990011', text: 'Kod', created_at: new Date(base) })
        .returning('id')
        .executeTakeFirstOrThrow();
    expect((await sms()).id).toBe(1);
    await sms();
    // A movement as the wallet writes one (the journal refuses UPDATE and DELETE).
    const account = await database.db.selectFrom('accounts').selectAll().limit(1).executeTakeFirstOrThrow();
    await database.db
      .insertInto('account_movements')
      .values({
        account_id: account.account_id,
        user_id: account.user_id,
        relation_type: 1,
        amount: 100,
        balance_after: Number(account.balance) + 100,
        description: 'Deneme',
        created_at: new Date(base),
      })
      .execute();
    expect(await movements()).toBe(demoMovements + 1);
    await database.db.transaction().execute((trx) => resetToDemo(trx, base, memoryStorage()));
    expect(await movements()).toBe(demoMovements);
    expect(await database.db.selectFrom('sms_outbox').selectAll().execute()).toEqual([]);
    expect((await sms()).id).toBe(1);
    expect(await count('users')).toBe(demoUsers(base).length);
  });

  it("leaves the profile's reference null when its document is deleted", async () => {
    await database.db.transaction().execute((trx) => resetToDemo(trx, base, memoryStorage()));
    const zeynep = demoUsers(base).find((u) => u.name === 'Zeynep')!.userId;
    const before = await courierProfile(database.db, zeynep);
    expect(before.photo).toMatchObject({ kind: 'photo', thumbnailUrl: `${before.photo!.url}/thumbnail` });
    await database.db.deleteFrom('documents').where('document_id', '=', before.photo!.id).execute();
    const after = await courierProfile(database.db, zeynep);
    expect(after.photo).toBeNull();
    expect(after.drivingLicense).toEqual(before.drivingLicense);
  });
});
