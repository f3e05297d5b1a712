// The admin shipments' export on a large list (issue 32, decision 0069), for each engine
// (server/shipment-export.test.ts on PGlite, server/shipment-export.postgres.test.ts on PostgreSQL):
// 3,000 shipments inserted in SQL with few distinct dates and prices, so every batch boundary of
// the keyset reading falls among ties of the sort key. The export must hold each shipment once, in
// the list's order with its tie-breakers, which the test states as one plain ORDER BY.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { databaseClock } from './clock';
import type { Database } from './db/database';

const ADDED = 3_000;

export function shipmentExportCases(open: () => Promise<Database>): void {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let token: string;

  const call = (path: string, init: RequestInit = {}) =>
    app.fetch(
      new Request(`http://localhost/api/v1${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...init.headers },
      }),
    );

  beforeAll(async () => {
    database = await open();
    app = createApp({
      database,
      clock: databaseClock(database.db, () => Date.now()),
      testMode: true,
      tokenSecret: new Uint8Array(32),
    });
    await app.fetch(new Request('http://localhost/api/v1/__mock/reset', { method: 'POST' }));
    const login = await app.fetch(
      new Request('http://localhost/api/v1/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: '05301112233', password: 'Admin123!', loginType: 3 }),
      }),
    );
    token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    // Copies of the first demo shipment: 7 dates (microseconds apart too), 5 prices, 3 statuses.
    await sql`
      insert into shipments (customer_id, courier_id, status, vehicle_type, weight_type, payment_type,
        include_insurance, shipment_value, has_transport_service, get_price_quote, total_distance_km,
        base_price, weight_surcharge, transport_service_price, insurance_price, risk_surcharge,
        total_price, shipment_price, accepted_total_price, collected_amount, start_address,
        tender_end_date, created_at, updated_at)
      select s.customer_id, null, (array[1, 2, 7])[g % 3 + 1], s.vehicle_type, s.weight_type,
        s.payment_type, s.include_insurance, s.shipment_value, s.has_transport_service,
        s.get_price_quote, s.total_distance_km, s.base_price, s.weight_surcharge,
        s.transport_service_price, s.insurance_price, s.risk_surcharge, (g % 5) * 10000 + 5000,
        s.shipment_price, null, null, s.start_address, null,
        timestamptz '2026-01-01 10:00:00+00' + (g % 7) * interval '1.000001 seconds', s.updated_at
      from shipments s, generate_series(1, ${ADDED}) g
      where s.shipment_id = (select min(shipment_id) from shipments)`.execute(database.db);
  }, 120_000);
  afterAll(() => database?.close());

  /** The shipment ids of an export, in its order (the first cell of each line after the header). */
  async function exported(query: string): Promise<number[]> {
    const res = await call(`/admin/shipments/export${query}`);
    expect(res.status).toBe(200);
    const lines = (await res.text()).split('\r\n');
    expect(lines.pop()).toBe('');
    return lines.slice(1).map((line) => Number(/^"(\d+)"/.exec(line)?.[1]));
  }

  async function ordered(orderBy: string): Promise<number[]> {
    const { rows } = await sql<{ shipment_id: number }>`
      select shipment_id from shipments
      order by ${sql.raw(orderBy)}`.execute(database.db);
    return rows.map((r) => Number(r.shipment_id));
  }

  describe('the admin shipments export of a large list', () => {
    it('holds every shipment once, in the list order, across batches among ties', async () => {
      const total = Number(
        (await sql<{ n: number }>`select count(*) as n from shipments`.execute(database.db)).rows[0]!.n,
      );
      expect(total).toBeGreaterThan(ADDED);
      const cases: [string, string][] = [
        ['', 'created_at desc, shipment_id desc'],
        [
          '?sort=totalPrice',
          'coalesce(accepted_total_price, total_price) asc, created_at desc, shipment_id desc',
        ],
        [
          '?sort=-totalPrice',
          'coalesce(accepted_total_price, total_price) desc, created_at desc, shipment_id desc',
        ],
        ['?sort=shipmentStatus', 'status asc, created_at desc, shipment_id desc'],
        ['?sort=-createdAt', 'created_at desc, created_at desc, shipment_id desc'],
        ['?sort=createdAt', 'created_at asc, created_at desc, shipment_id desc'],
        ['?sort=shipmentId', 'shipment_id asc'],
      ];
      for (const [query, orderBy] of cases) {
        const ids = await exported(query);
        expect(ids.length, query).toBe(total);
        expect(new Set(ids).size, query).toBe(total);
        expect(ids, query).toEqual(await ordered(orderBy));
      }
    }, 120_000);

    it('is the list’s order: the export’s rows 601 to 700 are the list’s page 7 of 100', async () => {
      for (const query of ['', 'sort=-totalPrice&', 'sort=shipmentStatus&']) {
        const page = await call(`/admin/shipments?${query}pageSize=100&page=7`);
        const items = ((await page.json()) as { data: { items: { shipmentId: number }[] } }).data.items;
        const ids = await exported(query ? `?${query.slice(0, -1)}` : '');
        expect(ids.slice(600, 700), query).toEqual(items.map((s) => s.shipmentId));
      }
    }, 120_000);

    it('a client that goes away stops the reading; other requests are answered meanwhile', async () => {
      const res = await call('/admin/shipments/export');
      const reader = res.body!.getReader();
      const first = await reader.read();
      expect(first.done).toBe(false);
      // Between two batches nothing is held: another request is answered before the export ends.
      const other = await call('/admin/dashboard');
      expect(other.status).toBe(200);
      await reader.cancel();
      expect((await reader.read()).done).toBe(true);
    }, 60_000);
  });
}
