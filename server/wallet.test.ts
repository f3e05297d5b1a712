// @vitest-environment node
// What the API suites cannot see of the money tables: the journal is append-only in the database
// itself (a trigger refuses UPDATE and DELETE of a movement, whoever sends them), each shipment is
// one accounting line and one handover's at most, and the demo wallets match their journals.
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { databaseClock } from './clock';
import { openDatabase, type Database } from './db/database';

let database: Database;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
}, 60_000);
afterAll(() => database.close());
beforeEach(async () => {
  const app = createApp({
    database,
    clock: databaseClock(database.db, () => Date.now()),
    testMode: true,
    tokenSecret: new Uint8Array(32),
  });
  await app.fetch(new Request('http://localhost/api/v1/__mock/reset', { method: 'POST' }));
}, 60_000);

describe('the wallet journal', () => {
  it('refuses to change or remove a movement (append-only, in the database)', async () => {
    const { db } = database;
    await expect(
      db.updateTable('account_movements').set({ amount: 1 }).where('movement_id', '=', 1).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('account_movements').where('movement_id', '=', 1).execute()).rejects.toThrow(
      /append-only/,
    );
    const row = await db
      .selectFrom('account_movements')
      .selectAll()
      .where('movement_id', '=', 1)
      .executeTakeFirst();
    expect(row?.amount).toBe(50_000);
  });

  it('the demo wallets: each balance is the sum of its movements and its last balance_after', async () => {
    const { rows } = await sql<{ account_id: number; balance: number; total: number; last: number | null }>`
      select a.account_id, a.balance,
        coalesce((select sum(case m.relation_type when 1 then m.amount else -m.amount end)
          from account_movements m where m.account_id = a.account_id), 0)::int8 as total,
        (select m.balance_after from account_movements m where m.account_id = a.account_id
          order by m.movement_id desc limit 1) as last
      from accounts a order by a.account_id`.execute(database.db);
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(Number(row.total)).toBe(row.balance);
      expect(row.last).toBe(row.balance);
    }
  });

  it('a shipment is one accounting line and settled by one handover at most (the shipment is the key)', async () => {
    const { db } = database;
    const run = await db
      .insertInto('accounting_runs')
      .values({ day: '2020-01-01', commission_rate: 0.15, total_amount: 0, created_at: new Date() })
      .returning('run_id')
      .executeTakeFirstOrThrow();
    const line = { shipment_id: 1011, run_id: run.run_id, courier_id: 2, courier_name: 'x', amount: 1 };
    await db.insertInto('accounting_lines').values(line).execute();
    await expect(db.insertInto('accounting_lines').values(line).execute()).rejects.toThrow(/duplicate key/);
    const day = { day: '2020-01-01', commission_rate: 0.15, total_amount: 0, created_at: new Date() };
    await expect(db.insertInto('accounting_runs').values(day).execute()).rejects.toThrow(/duplicate key/);
    const handover = await db
      .insertInto('cash_handovers')
      .values({
        courier_id: 2,
        day: '2020-01-01',
        amount: 0,
        expected: 0,
        collected: 0,
        note: 'x',
        staff_user_id: 5,
        created_at: new Date(),
      })
      .returning('handover_id')
      .executeTakeFirstOrThrow();
    const settled = { shipment_id: 1011, handover_id: handover.handover_id, position: 0 };
    await db.insertInto('cash_handover_shipments').values(settled).execute();
    await expect(db.insertInto('cash_handover_shipments').values(settled).execute()).rejects.toThrow(
      /duplicate key/,
    );
  });
});
