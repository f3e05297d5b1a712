// @vitest-environment node
// The tender clock's sweep settles tenders that fell due with no request at all, and stops on close.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { readGeographyFromFiles } from '../geo';
import { resetToDemo } from '../seed';
import { memoryStorage } from '../storage/storage';
import { startTenderSweep } from './sweep';

let database: Database;
const base = Date.parse('2026-11-27T09:00:00Z');

beforeAll(async () => {
  readGeographyFromFiles();
  database = await openDatabase({ dataDir: 'memory://' });
}, 60_000);
afterAll(() => database.close());

const running = async () =>
  (await database.db.selectFrom('tenders').select('shipment_id').where('status', '=', 1).execute()).length;

describe('the tender sweep', () => {
  it('settles due tenders every interval by the server clock, once, and stops', async () => {
    await database.db.transaction().execute((trx) => resetToDemo(trx, base, memoryStorage()));
    expect(await running()).toBeGreaterThan(0);
    let now = base + 10 * 60_000;
    const stop = startTenderSweep(database.db, { now: async () => now }, 20);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await running()).toBeGreaterThan(0);
    now = base + 31 * 60_000;
    await expect.poll(running, { timeout: 5_000 }).toBe(0);
    await stop();
    const assigned = await database.db
      .selectFrom('shipment_history')
      .select('shipment_id')
      .where('status', '=', 3)
      .where('at', '=', new Date(base + 30 * 60_000))
      .execute();
    // One entry per settled tender (the two open demo tenders), dated at the tender's end.
    expect(assigned).toHaveLength(2);
  }, 60_000);
});
