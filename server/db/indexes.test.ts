// @vitest-environment node
// Indexes a measured query needs (decision 0071, `npm run bench:server`): the planner must be able
// to read the admin's shipment list sorted by price from an index instead of sorting every match.
// With sequential scans and sorts priced out, a missing index shows as a Sort node in the plan.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
}, 60_000);
afterAll(() => database.close());

async function plan(query: string): Promise<string> {
  await sql`set enable_seqscan = off`.execute(database.db);
  await sql`set enable_sort = off`.execute(database.db);
  try {
    const rows = await sql<{ 'QUERY PLAN': string }>`explain ${sql.raw(query)}`.execute(database.db);
    return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    await sql`reset enable_seqscan`.execute(database.db);
    await sql`reset enable_sort`.execute(database.db);
  }
}

describe('indexes of the measured queries', () => {
  it("serves the admin's shipment list sorted by price (the list's keyset order) from an index", async () => {
    const order =
      'order by coalesce(shipments.accepted_total_price, shipments.total_price) desc, shipments.created_at desc, shipments.shipment_id desc';
    const page = await plan(
      `select * from shipments where status in (40, 50) ${order} limit 20 offset 40000`,
    );
    expect(page).toMatch(/Index Scan using shipments_price_order/);
    expect(page).not.toMatch(/Sort/);
    // The export's next batch starts after the last row's keys, by the same index.
    const batch = await plan(
      `select * from shipments where (coalesce(shipments.accepted_total_price, shipments.total_price), shipments.created_at, shipments.shipment_id) < (100, now(), 5) ${order} limit 500`,
    );
    expect(batch).toMatch(/Index (Only )?Scan using shipments_price_order/);
    expect(batch).not.toMatch(/Sort/);
  }, 60_000);
});
