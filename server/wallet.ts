// Money on the database (issue 32): the facts the rules of src/domain/wallet.ts need, read in SQL.
// Accounts and their journal, a day's completed shipments, the cash lines at the door, handovers
// and accounting runs as the wire shows them (lira, ISO times).
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { ShipmentStatus } from '@/domain/shipment-status';
import {
  accountingFigures,
  type AccountingRunWire,
  type AccountMovementWire,
  byCompletion,
  cashHandoverWire,
  type CashHandoverWire,
  doorCashLine,
  PAY_AT_DOOR,
  type AccountedShipment,
  type DoorCashLine,
} from '@/domain/wallet';
import type { AccountMovementsTable, CashHandoversTable, Schema } from './db/schema';
import { toLira } from './money';

type Db = Kysely<Schema> | Transaction<Schema>;

const DAY_MS = 86_400_000;
/** Turkey is UTC+3 all year (src/domain/shipment-stats.ts istanbulDayOf). */
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;

/** The first instant of an Istanbul day (`YYYY-MM-DD`), the inverse of istanbulDayOf. */
export const dayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - ISTANBUL_OFFSET_MS);
/** The first instant after an Istanbul day. */
export const dayEnd = (day: string): Date => new Date(dayStart(day).getTime() + DAY_MS);

/** A user's full name as the lists show it ("Ad Soyad"; '' without the user). */
export const fullNameSql = (table: string) =>
  sql<string>`coalesce(trim(${sql.ref(`${table}.name`)} || ' ' || ${sql.ref(`${table}.surname`)}), '')`;

/** The names of some users, by id. */
export async function namesOf(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users as u')
    .select(['u.user_id', fullNameSql('u').as('name')])
    .where('u.user_id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.user_id, row.name]));
}

/** When a completed shipment was completed: its last move to 40 (else its last change). */
const completedAtSql = sql<Date>`coalesce((select h.at from shipment_history h
  where h.shipment_id = s.shipment_id and h.status = ${ShipmentStatus.Completed}
  order by h.id desc limit 1), s.updated_at)`;
/** What a shipment costs: the accepted tender price, else the listed total. */
const priceSql = sql<number>`coalesce(s.accepted_total_price, s.total_price)`;

function completedShipments(db: Db) {
  return db
    .selectFrom('shipments as s')
    .where('s.status', '=', ShipmentStatus.Completed)
    .select(['s.shipment_id', 's.courier_id', completedAtSql.as('completed_at'), priceSql.as('price')]);
}

/** The completed shipments of a day with a courier, oldest completion first (src/domain/wallet.ts). */
export async function accountedShipments(db: Db, day: string): Promise<AccountedShipment[]> {
  const rows = await db
    .selectFrom(completedShipments(db).as('c'))
    .selectAll()
    .where('c.completed_at', '>=', dayStart(day))
    .where('c.completed_at', '<', dayEnd(day))
    .where('c.courier_id', 'is not', null)
    .orderBy('c.completed_at')
    .orderBy('c.shipment_id')
    .execute();
  const names = await namesOf(
    db,
    rows.map((row) => row.courier_id ?? 0),
  );
  return rows.map((row) => ({
    shipmentId: row.shipment_id,
    courierId: row.courier_id ?? 0,
    courierName: names.get(row.courier_id ?? 0) ?? '',
    amount: toLira(row.price),
  }));
}

/** Which cash lines to read: a courier's, those completed before an instant, or in a range or still open. */
export interface CashLineFilter {
  courierId?: number;
  completedBefore?: Date;
  openOnly?: boolean;
  /** Lines completed in [from, to) or not settled yet (what Mutabakat needs of the rest). */
  inRangeOrOpen?: { from: Date; to: Date };
}

/** Completed pay-at-door shipments (bringsDoorCash) as cash lines, oldest completion first. */
export async function doorCashLines(db: Db, filter: CashLineFilter = {}): Promise<DoorCashLine[]> {
  const lines = db
    .selectFrom('shipments as s')
    .leftJoin('cash_handover_shipments as hs', 'hs.shipment_id', 's.shipment_id')
    .where('s.status', '=', ShipmentStatus.Completed)
    .where('s.payment_type', '=', PAY_AT_DOOR)
    .select([
      's.shipment_id',
      's.courier_id',
      's.collected_amount',
      'hs.handover_id',
      completedAtSql.as('completed_at'),
      priceSql.as('price'),
      sql<boolean>`exists (select 1 from shipment_history p
        where p.shipment_id = s.shipment_id and p.status = ${ShipmentStatus.Payment})`.as('paid'),
    ]);
  let query = db.selectFrom(lines.as('l')).selectAll();
  if (filter.courierId !== undefined) query = query.where('l.courier_id', '=', filter.courierId);
  if (filter.completedBefore) query = query.where('l.completed_at', '<', filter.completedBefore);
  if (filter.openOnly) query = query.where('l.handover_id', 'is', null);
  const range = filter.inRangeOrOpen;
  if (range)
    query = query.where((eb) =>
      eb.or([
        eb.and([eb('l.completed_at', '>=', range.from), eb('l.completed_at', '<', range.to)]),
        eb('l.handover_id', 'is', null),
      ]),
    );
  const rows = await query.orderBy('l.completed_at').orderBy('l.shipment_id').execute();
  return rows
    .map((row) =>
      doorCashLine({
        shipmentId: row.shipment_id,
        courierId: row.courier_id,
        completedAt: new Date(row.completed_at).getTime(),
        price: toLira(row.price),
        collectedAmount: row.collected_amount === null ? null : toLira(row.collected_amount),
        paymentStepTaken: row.paid,
        handoverId: row.handover_id,
      }),
    )
    .sort(byCompletion);
}

/** Handovers as the wire shows them, in the given rows' order. */
export async function handoversWire(db: Db, list: readonly HandoverRow[]): Promise<CashHandoverWire[]> {
  if (list.length === 0) return [];
  const ids = list.map((h) => h.handover_id);
  const [settled, names] = await Promise.all([
    db
      .selectFrom('cash_handover_shipments')
      .select(['handover_id', 'shipment_id'])
      .where('handover_id', 'in', ids)
      .orderBy('handover_id')
      .orderBy('position')
      .execute(),
    namesOf(
      db,
      list.flatMap((h) => [h.courier_id, h.staff_user_id]),
    ),
  ]);
  return list.map((h) =>
    cashHandoverWire({
      handoverId: h.handover_id,
      courierId: h.courier_id,
      courierName: names.get(h.courier_id) ?? '',
      date: h.day,
      amount: toLira(h.amount),
      expected: toLira(h.expected),
      collected: toLira(h.collected),
      note: h.note,
      staffName: names.get(h.staff_user_id) ?? '',
      shipmentIds: settled.filter((s) => s.handover_id === h.handover_id).map((s) => s.shipment_id),
      createdAt: h.created_at.getTime(),
    }),
  );
}

export type HandoverRow = Selectable<CashHandoversTable>;

export interface RunRow {
  run_id: number;
  day: string;
  commission_rate: number;
  created_at: Date;
}

/** Accounting runs as the wire shows them: their figures from their stored lines, at their rate. */
export async function runsWire(db: Db, runs: readonly RunRow[]): Promise<AccountingRunWire[]> {
  if (runs.length === 0) return [];
  const lines = await db
    .selectFrom('accounting_lines')
    .selectAll()
    .where(
      'run_id',
      'in',
      runs.map((r) => r.run_id),
    )
    .orderBy('shipment_id')
    .execute();
  return runs.map((r) => {
    const { shipmentIds: _ids, ...figures } = accountingFigures(
      r.day,
      lines
        .filter((l) => l.run_id === r.run_id)
        .map((l) => ({
          shipmentId: l.shipment_id,
          courierId: l.courier_id,
          courierName: l.courier_name,
          amount: toLira(l.amount),
        })),
      r.commission_rate,
    );
    return { runId: r.run_id, ...figures, createdAt: r.created_at.toISOString() };
  });
}

/** A movement as the wire shows it, with its owner's name. */
export function movementWire(
  m: Selectable<AccountMovementsTable> & { user_name: string },
): AccountMovementWire {
  return {
    movementId: m.movement_id,
    accountId: m.account_id,
    userId: m.user_id,
    relationType: m.relation_type,
    amount: toLira(m.amount),
    balanceAfter: toLira(m.balance_after),
    description: m.description,
    createdAt: m.created_at.toISOString(),
    userName: m.user_name,
  };
}
