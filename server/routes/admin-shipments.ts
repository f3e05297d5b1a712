// The admin's home figures and every shipment, filtered, searched, sorted and paged in SQL, with
// their statistics (issue 32): the emulated server's mocks/handlers/admin-dashboard.ts and
// admin-shipments.ts on the database. The rules of the parameters are src/domain/listing.ts, the
// figures src/domain/shipment-stats.ts, each shipment's answer server/shipments/visibility.ts's.
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { failValidation } from '@/domain/api-errors';
import {
  ADMIN_SHIPMENT_SORT_KEYS,
  adminShipmentFilterOf,
  dateRange,
  istanbulDay,
  istanbulDayStart,
  pageOf,
  sortOf,
  textSearchOf,
} from '@/domain/listing';
import { ShipmentStatus } from '@/domain/shipment-status';
import {
  daysBetween,
  shipmentStatsFigures,
  shipmentStatsLabels,
  STATS_DEFAULT_DAYS,
  STATS_MAX_DAYS,
} from '@/domain/shipment-stats';
import { openCashOf } from '@/domain/wallet';
import { csvReply } from '@/domain/reply';
import {
  SHIPMENT_EXPORT_FILE_NAME,
  SHIPMENT_EXPORT_HEADER,
  shipmentExportCells,
  type ShipmentExportFacts,
} from '@/domain/shipment-export';
import { MemberStatus } from '@/domain/url-values';
import { ok, type Router } from '../handle';
import { csvExportStream, type ReadBatch } from '../csv-export';
import type { Schema } from '../db/schema';
import {
  containsFolded,
  istanbulDaySql,
  keysetAfter,
  keysetColumns,
  keysetOrderBy,
  phoneContains,
  type KeysetKey,
} from '../listing';
import { toLira } from '../money';
import { recordsOf } from '../shipments/records';
import { callerOf, shipmentAnswers } from '../shipments/visibility';
import { doorCashLines } from '../wallet';

const admin = { roles: ['Admin'] } as const;
const DAY_MS = 86_400_000;

/** What a shipment costs: the accepted tender price, else the listed price (kuruş). */
const priceSql = sql<number>`coalesce(shipments.accepted_total_price, shipments.total_price)`;
const nameOf = (userId: Expression<number | null>) =>
  sql<string | null>`(select trim(u.name || ' ' || u.surname) from users u where u.user_id = ${userId})`;
const phoneOf = (userId: Expression<number | null>) =>
  sql<string | null>`(select u.phone from users u where u.user_id = ${userId})`;
const customerId = sql<number>`shipments.customer_id`;
const courierId = sql<number | null>`shipments.courier_id`;
const startText = (field: string) => sql<string | null>`shipments.start_address ->> ${field}`;

/** The list's sort keys as SQL, none of them ever null (the list's empty-values-last rule has nothing to move). */
const SORT_VALUES: Record<(typeof ADMIN_SHIPMENT_SORT_KEYS)[number], Omit<KeysetKey, 'desc'>> = {
  createdAt: { value: sql`shipments.created_at`, type: 'timestamptz' },
  totalPrice: { value: priceSql, type: 'int8' },
  shipmentId: { value: sql`shipments.shipment_id`, type: 'int8' },
  shipmentStatus: { value: sql`shipments.status`, type: 'int4' },
};

/**
 * The list's order: the `sort` asked for, then the default order (newest first, the id after),
 * which breaks every tie and ends on a unique key, so the export's keyset batches follow it.
 */
function orderOf(
  sort: { key: (typeof ADMIN_SHIPMENT_SORT_KEYS)[number]; desc: boolean } | null,
): KeysetKey[] {
  const newest: KeysetKey = { value: sql`shipments.created_at`, desc: true, type: 'timestamptz' };
  const id: KeysetKey = { ...SORT_VALUES.shipmentId, desc: true };
  if (!sort) return [newest, id];
  const key: KeysetKey = { ...SORT_VALUES[sort.key], desc: sort.desc };
  // The id is unique: nothing after it breaks a tie. The date sorted by needs no date after it.
  if (sort.key === 'shipmentId') return [key];
  if (sort.key === 'createdAt') return [key, id];
  return [key, newest, id];
}

/** The shipments of the list's filters and `q`: what listAdminShipments pages and its export writes whole. */
function filteredShipments(db: Kysely<Schema>, query: URLSearchParams) {
  const {
    statuses,
    vehicleType,
    customerId: customer,
    courierId: courier,
    cityId,
    isTender,
    from,
    to,
  } = adminShipmentFilterOf(query);
  const search = textSearchOf(query);
  let filtered = db.selectFrom('shipments');
  if (statuses) filtered = filtered.where('status', 'in', statuses as 0[]);
  if (vehicleType !== undefined) filtered = filtered.where('vehicle_type', '=', vehicleType as 1);
  if (customer !== undefined) filtered = filtered.where('customer_id', '=', customer);
  if (courier !== undefined) filtered = filtered.where('courier_id', '=', courier);
  if (cityId !== undefined)
    filtered = filtered.where(sql<SqlBool>`(start_address ->> 'cityId')::int = ${cityId}`);
  if (isTender !== undefined) filtered = filtered.where('get_price_quote', '=', isTender);
  if (Number.isFinite(from)) filtered = filtered.where('created_at', '>=', new Date(from));
  if (Number.isFinite(to)) filtered = filtered.where('created_at', '<', new Date(to));
  if (search)
    // Its number, its customer's and courier's names, its addresses, or their phones.
    filtered = filtered.where(
      sql<SqlBool>`(${sql.join(
        [
          containsFolded(sql`shipments.shipment_id::text`, search),
          containsFolded(nameOf(customerId), search),
          containsFolded(nameOf(courierId), search),
          containsFolded(startText('fullAddress'), search),
          containsFolded(startText('countyName'), search),
          containsFolded(startText('cityName'), search),
          sql`exists (select 1 from shipment_stops st where st.shipment_id = shipments.shipment_id and ${containsFolded(sql`st.address ->> 'fullAddress'`, search)})`,
          phoneContains(phoneOf(customerId), search),
          phoneContains(phoneOf(courierId), search),
        ],
        sql` or `,
      )})`,
    );
  return filtered;
}

export function adminShipmentRoutes(router: Router): void {
  router.get('/admin/dashboard', admin, async ({ db, now }) => {
    const day = istanbulDay(now);
    const start = istanbulDayStart(day);
    const [shipments, approvals, cash] = await Promise.all([
      db
        .selectFrom('shipments')
        .select([
          // Drafts (0) are not orders yet.
          sql<number>`count(*) filter (where status <> ${ShipmentStatus.Preparing} and created_at >= ${new Date(start)} and created_at < ${new Date(start + DAY_MS)})`.as(
            'today',
          ),
          sql<number>`count(*) filter (where status = ${ShipmentStatus.InPriceQuote})`.as('tenders'),
        ])
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('users')
        .innerJoin('courier_profiles', 'courier_profiles.user_id', 'users.user_id')
        .select(sql<number>`count(*)`.as('n'))
        .where('users.status', '=', MemberStatus.Pending)
        .executeTakeFirstOrThrow(),
      // Cash at the door no handover settled yet, as Mutabakat counts it (an accounting run does
      // not clear it): the open cash lines of server/wallet.ts, summed by the domain's openCashOf.
      doorCashLines(db, { openOnly: true }).then(openCashOf),
    ]);
    return ok({
      day,
      newShipmentsToday: shipments.today,
      openTenders: shipments.tenders,
      pendingApprovals: approvals.n,
      unreconciledCash: {
        amount: cash.collected,
        shipmentCount: cash.shipmentCount,
        oldestDay: cash.oldestDay,
      },
    });
  });

  router.get('/admin/shipments', admin, async ({ db, query, auth, now }) => {
    const filtered = filteredShipments(db, query);
    const { page, pageSize, offset } = pageOf(query);
    const sort = sortOf(query, ADMIN_SHIPMENT_SORT_KEYS);
    const [count, rows] = await Promise.all([
      filtered.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      filtered
        .selectAll()
        .orderBy(keysetOrderBy(orderOf(sort)))
        .limit(pageSize)
        .offset(offset)
        .execute(),
    ]);
    const records = await recordsOf(db, rows);
    const answers = await shipmentAnswers(db, records, await callerOf(db, auth, now));
    const customerIds = [...new Set(records.map((s) => s.customerId))];
    const customers = new Map(
      customerIds.length === 0
        ? []
        : (
            await db
              .selectFrom('users')
              .select(['user_id', 'name', 'surname', 'phone'])
              .where('user_id', 'in', customerIds)
              .execute()
          ).map((u) => [u.user_id, u]),
    );
    const items = answers.map((answer, i) => {
      const c = customers.get(records[i]!.customerId);
      return {
        ...answer,
        customerId: records[i]!.customerId,
        customerName: c ? `${c.name} ${c.surname}`.trim() : '',
        customerPhone: c?.phone ?? '',
      };
    });
    return ok({ items, total: count.n, page, pageSize });
  });

  // The whole list as the table's CSV, streamed in keyset batches (server/csv-export.ts).
  router.get('/admin/shipments/export', admin, ({ db, query }) => {
    const filtered = filteredShipments(db, query);
    const keys = orderOf(sortOf(query, ADMIN_SHIPMENT_SORT_KEYS));
    const read: ReadBatch<ShipmentExportFacts> = async (after, limit) => {
      const rows = await (after ? filtered.where(keysetAfter(keys, after)) : filtered)
        .select([
          'shipments.shipment_id',
          'shipments.status',
          'shipments.vehicle_type',
          'shipments.get_price_quote',
          'shipments.created_at',
          priceSql.as('price'),
          startText('cityName').as('city_name'),
          sql<string>`coalesce(${nameOf(customerId)}, '')`.as('customer_name'),
          sql<string>`coalesce(${phoneOf(customerId)}, '')`.as('customer_phone'),
          ...keysetColumns(keys),
        ])
        .orderBy(keysetOrderBy(keys))
        .limit(limit)
        .execute();
      const tail = rows.at(-1) as Record<string, string> | undefined;
      return {
        rows: rows.map((r) => ({
          shipmentId: r.shipment_id,
          customerName: r.customer_name,
          customerPhone: r.customer_phone,
          shipmentStatus: r.status,
          cityName: r.city_name ?? '',
          vehicleType: r.vehicle_type,
          getPriceQuote: r.get_price_quote,
          price: toLira(Number(r.price)),
          createdAt: r.created_at,
        })),
        last: tail ? keys.map((_, i) => tail[`k${i}`]!) : null,
      };
    };
    return csvReply(
      SHIPMENT_EXPORT_FILE_NAME,
      csvExportStream(SHIPMENT_EXPORT_HEADER, read, shipmentExportCells),
    );
  });

  router.get('/admin/shipments/stats', admin, async ({ db, query, now }) => {
    const range = dateRange(query);
    const dayTo = Number.isFinite(range.to) ? range.to : now;
    const dayFrom = Number.isFinite(range.from) ? range.from : dayTo - STATS_DEFAULT_DAYS * DAY_MS;
    if (dayFrom >= dayTo || dayTo - dayFrom > STATS_MAX_DAYS * DAY_MS)
      failValidation([{ field: 'from', code: 'FIELD_INVALID' }]);
    let inRange = db.selectFrom('shipments');
    if (Number.isFinite(range.from)) inRange = inRange.where('created_at', '>=', new Date(range.from));
    if (Number.isFinite(range.to)) inRange = inRange.where('created_at', '<', new Date(range.to));
    const completed = sql`status = ${ShipmentStatus.Completed}`;
    const tender = sql`${completed} and get_price_quote and accepted_total_price is not null and total_price > 0`;
    const [totals, statuses, vehicles, days, cities] = await Promise.all([
      inRange
        .select([
          sql<number>`count(*)`.as('total'),
          sql<number>`count(*) filter (where ${completed})`.as('completed'),
          sql<string>`coalesce(sum(${priceSql}) filter (where ${completed}), 0)`.as('revenue'),
          sql<number>`count(*) filter (where ${tender})`.as('tenders'),
          sql<
            number | null
          >`sum((total_price - accepted_total_price)::float8 / total_price) filter (where ${tender})`.as(
            'rate_sum',
          ),
          sql<string | null>`sum(total_price - accepted_total_price) filter (where ${tender})`.as(
            'saved_sum',
          ),
        ])
        .executeTakeFirstOrThrow(),
      inRange
        .select(['status', sql<number>`count(*)`.as('n')])
        .groupBy('status')
        .execute(),
      inRange
        .select(['vehicle_type', sql<number>`count(*)`.as('n')])
        .groupBy('vehicle_type')
        .execute(),
      db
        .selectFrom('shipments')
        .select([istanbulDaySql(sql`created_at`).as('day'), sql<number>`count(*)`.as('n')])
        .where('created_at', '>=', new Date(dayFrom))
        .where('created_at', '<', new Date(dayTo))
        .groupBy(sql`1`)
        .execute(),
      // Each city under the name its first shipment carries (the emulated server's order of rows).
      inRange
        .select([
          sql<number>`(start_address ->> 'cityId')::int`.as('code'),
          sql<string>`(array_agg(start_address ->> 'cityName' order by shipment_id))[1]`.as('name'),
          sql<number>`count(*)`.as('n'),
        ])
        .groupBy(sql`1`)
        .execute(),
    ]);
    return ok(
      shipmentStatsFigures(
        {
          total: totals.total,
          revenue: toLira(Number(totals.revenue)),
          completedCount: totals.completed,
          byStatus: new Map(statuses.map((s) => [s.status as number, s.n])),
          byVehicleType: new Map(vehicles.map((v) => [v.vehicle_type as number, v.n])),
          byDay: new Map(days.map((d) => [d.day, d.n])),
          byCity: cities.map((c) => ({ code: c.code, name: c.name, count: c.n })),
          tenders: {
            count: totals.tenders,
            rateSum: totals.rate_sum ?? 0,
            savedSum: toLira(Number(totals.saved_sum ?? 0)),
          },
        },
        daysBetween(dayFrom, dayTo),
        shipmentStatsLabels,
      ),
    );
  });
}
