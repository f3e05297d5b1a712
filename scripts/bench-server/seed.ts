// The load benchmark's data set (docs/server.md "Load benchmark"), written in bulk SQL
// (`insert … select … from generate_series`) through the server's own database module, before the
// measured servers start. Rows are what the server writes: users with roles and statuses of
// migration 0002, approved and active couriers with a vehicle class, a city and "İşe Açığım" on,
// shipments with prices in kuruş, one stop and their history, and running tenders (vehicle class 1)
// that end together. Addresses are the demo's (demo/shipments.ts), so they are real places.
import { sql, type Kysely } from 'kysely';
import { demoShipments } from '../../demo/shipments';
import { hashPassword } from '../../server/auth';
import type { Schema } from '../../server/db/schema';
import { readGeographyFromFiles } from '../../server/geo';

export interface SeedSize {
  shipments: number;
  couriers: number;
  customers: number;
  tenders: number;
}

/** The data set (100,000 shipments, 2,000 couriers, 50,000 customers, 500 open tenders) × scale. */
export function seedSize(scale: number): SeedSize {
  const of = (n: number, least: number) => Math.max(least, Math.round(n * scale));
  return {
    shipments: of(100_000, 200),
    couriers: of(2_000, 20),
    customers: of(50_000, 20),
    tenders: of(500, 10),
  };
}

export const BENCH_PASSWORD = 'Bench.Kurye.2026';
export const ADMIN_PHONE = '05990000000';
/** Customers 050…, couriers 053…: `050` + 8 digits, as the users table's check wants. */
export const courierPhone = (i: number) => `053${String(i).padStart(8, '0')}`;
/** Couriers of vehicle class 2 (every fifth); the others, class 1, may bid on the tenders. */
export const isClassTwo = (i: number) => i % 5 === 0;

const TENDER_MINUTES = 30;
const SHIPMENT_COLUMNS = sql.raw(`(customer_id, courier_id, status, vehicle_type, weight_type, payment_type,
  include_insurance, shipment_value, has_transport_service, get_price_quote, total_distance_km,
  base_price, weight_surcharge, transport_service_price, insurance_price, risk_surcharge,
  total_price, shipment_price, accepted_total_price, collected_amount, start_address,
  tender_end_date, created_at, updated_at)`);
/** Past shipments' statuses, in proportion: delivered, cancelled, on the way, picked up, arrived. */
const PAST_STATUSES = [40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 50, 50, 50, 6, 5, 4];

async function demoAddresses(): Promise<{ start: unknown[]; stops: unknown[] }> {
  readGeographyFromFiles();
  const { shipments } = await demoShipments(Date.now());
  const unique = (values: unknown[]) => [...new Map(values.map((v) => [JSON.stringify(v), v])).values()];
  return {
    start: unique(shipments.map((s) => s.startAddress)),
    stops: unique(shipments.flatMap((s) => s.shipmentList.map((stop) => stop.startAddress))),
  };
}

/** Seeds an empty, migrated database; returns how long it took (ms). */
export async function seedBench(db: Kysely<Schema>, size: SeedSize, now: number): Promise<number> {
  const started = performance.now();
  const { start, stops } = await demoAddresses();
  const starts = JSON.stringify(start);
  const stopList = JSON.stringify(stops);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const at = new Date(now);
  const tenderEnd = new Date(now + TENDER_MINUTES * 60_000);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({
        roles: ['Admin'],
        phone: ADMIN_PHONE,
        name: 'Yük',
        surname: 'Testi',
        email: null,
        password_hash: passwordHash,
        status: 1,
        created_at: at,
      })
      .execute();
    await sql`
      insert into users (roles, phone, name, surname, email, password_hash, status, created_at)
      select array['Customer'], '050' || lpad(i::text, 8, '0'),
        (array['Ayşe','Mehmet','Zeynep','Ali','Elif','Mustafa','Fatma','Emre','Şule','İsmail'])[1 + i % 10],
        (array['Yılmaz','Kaya','Demir','Şahin','Çelik','Yıldız','Öztürk','Aydın','Arslan','Doğan'])[1 + (i / 10) % 10],
        null, null, 1, ${at}::timestamptz - (i % 700) * interval '12 hours'
      from generate_series(1, ${size.customers}::int) i`.execute(trx);
    await sql`
      insert into users (roles, phone, name, surname, email, password_hash, status, created_at)
      select array['Courier'], '053' || lpad(i::text, 8, '0'),
        (array['Kemal','Burak','Can','Deniz','Gökhan','Hakan','Onur','Serkan','Tolga','Ümit'])[1 + i % 10],
        (array['Koç','Kurt','Özdemir','Polat','Erdoğan','Aksoy','Güneş','Bulut','Tekin','Uçar'])[1 + (i / 10) % 10],
        null, ${passwordHash}, 1, ${at}::timestamptz - (i % 300) * interval '1 day'
      from generate_series(1, ${size.couriers}::int) i`.execute(trx);
    await sql`
      insert into courier_profiles (user_id, identity_number, working_type, is_accepted_kvkk, address, iban, is_open_to_work)
      select u.user_id, '1' || lpad(u.user_id::text, 10, '0'),
        case when substr(u.phone, 4)::int % 5 = 0 then 2 else 1 end, true,
        jsonb_build_object('cityId', a -> 'cityId', 'countyId', a -> 'countyId',
          'districtId', a -> 'districtId', 'fullAddress', a -> 'fullAddress'),
        'TR33' || lpad(u.user_id::text, 22, '0'), true
      from users u
      cross join lateral (select (${starts}::jsonb) -> (u.user_id::int % jsonb_array_length(${starts}::jsonb)) as a) addr
      where u.phone like '053%'`.execute(trx);
    const ids = await sql<{ c0: number; c1: number; k0: number; k1: number }>`
      select min(user_id) filter (where phone like '050%') as c0, max(user_id) filter (where phone like '050%') as c1,
        min(user_id) filter (where phone like '053%') as k0, max(user_id) filter (where phone like '053%') as k1
      from users`.execute(trx);
    const { c0, c1, k0, k1 } = ids.rows[0]!;
    const past = size.shipments - size.tenders;
    // Past shipments: a customer each, a courier for all but the cancelled, prices in kuruş.
    await sql`
      insert into shipments ${SHIPMENT_COLUMNS}
      select ${c0}::bigint + (i * 7) % (${c1}::bigint - ${c0}::bigint + 1),
        case when status = 50 then null else ${k0}::bigint + (i * 13) % (${k1}::bigint - ${k0}::bigint + 1) end,
        status, 1 + i % 2, 1 + i % 4, 1 + i % 2, false, 0, false, false, 1 + i % 40,
        price, 0, 0, 0, 0, price, price, case when status = 50 then null else price end, null,
        (${starts}::jsonb) -> (i % jsonb_array_length(${starts}::jsonb)),
        null, created, created + interval '2 hours'
      from (
        select i, (${PAST_STATUSES}::int[])[1 + i % ${PAST_STATUSES.length}::int] as status,
          15000 + (i * 7919) % 85000 as price,
          ${at}::timestamptz - interval '3 hours' - ((i * 37) % 525600) * interval '1 minute' as created
        from generate_series(1, ${past}::int) i
      ) g`.execute(trx);
    // The open tenders: vehicle class 1, in the tender (2) since a minute ago, all ending together.
    await sql`
      insert into shipments ${SHIPMENT_COLUMNS}
      select ${c0}::bigint + (i * 11) % (${c1}::bigint - ${c0}::bigint + 1), null, 2, 1, 1 + i % 4, 1 + i % 2,
        false, 0, false, true, 1 + i % 40, price, 0, 0, 0, 0, price, price, null, null,
        (${starts}::jsonb) -> (i % jsonb_array_length(${starts}::jsonb)),
        ${tenderEnd}::timestamptz, ${at}::timestamptz - interval '1 minute', ${at}::timestamptz - interval '1 minute'
      from (select i, 20000 + (i * 7919) % 80000 as price from generate_series(1, ${size.tenders}::int) i) g`.execute(
      trx,
    );
    await sql`
      insert into tenders (shipment_id, status, start_date, end_date, round)
      select shipment_id, 1, created_at, tender_end_date, 1 from shipments where status = 2`.execute(trx);
    await sql`
      insert into shipment_stops (shipment_id, position, address, content_type, note, delivered_at)
      select shipment_id, 0, (${stopList}::jsonb) -> (shipment_id::int % jsonb_array_length(${stopList}::jsonb)),
        1 + shipment_id % 8, '', case when status = 40 then updated_at end
      from shipments`.execute(trx);
    await sql`
      insert into shipment_history (shipment_id, status, action, at, by_user_id)
      select shipment_id, 1, null::int, created_at, customer_id from shipments
      union all
      select shipment_id, status, null, updated_at, coalesce(courier_id, customer_id) from shipments`.execute(
      trx,
    );
  });
  await sql`analyze`.execute(db);
  return performance.now() - started;
}

/** The seeded tenders' shipment ids and listed totals (kuruş). */
export async function tendersOf(db: Kysely<Schema>): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('tenders')
    .innerJoin('shipments', 'shipments.shipment_id', 'tenders.shipment_id')
    .select(['tenders.shipment_id', 'shipments.total_price'])
    .orderBy('tenders.shipment_id')
    .execute();
  return new Map(rows.map((r) => [r.shipment_id, r.total_price]));
}

/**
 * Puts every seeded tender back to the start of a fresh round 1 by the server clock: its offers
 * and its settlement gone, the shipment in the tender again. `endOf` gives each tender's end in ms
 * after the server's now (by default the tender's 30 minutes).
 */
export async function rearmTenders(
  db: Kysely<Schema>,
  endOf: (shipmentId: number, index: number) => number = () => TENDER_MINUTES * 60_000,
): Promise<void> {
  const clock = await db.selectFrom('server_clock').select('offset_ms').executeTakeFirstOrThrow();
  const now = Date.now() + clock.offset_ms;
  const ids = [...(await tendersOf(db)).keys()];
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('offers').where('shipment_id', 'in', ids).execute();
    await trx
      .deleteFrom('shipment_history')
      .where('shipment_id', 'in', ids)
      .where('status', '=', 3)
      .execute();
    for (const [index, id] of ids.entries()) {
      const end = new Date(now + endOf(id, index));
      await trx
        .updateTable('tenders')
        .set({ status: 1, round: 1, start_date: new Date(now - 60_000), end_date: end })
        .where('shipment_id', '=', id)
        .execute();
      await trx
        .updateTable('shipments')
        .set({ status: 2, courier_id: null, accepted_total_price: null, tender_end_date: end })
        .where('shipment_id', '=', id)
        .execute();
    }
  });
}

/** Moves the server clock (the table test mode's clock moves) while no server runs. */
export async function advanceClock(db: Kysely<Schema>, ms: number): Promise<void> {
  await db
    .updateTable('server_clock')
    .set((eb) => ({ offset_ms: eb('offset_ms', '+', ms) }))
    .where('id', '=', 1)
    .execute();
}
