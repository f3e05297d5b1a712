// Who the caller is to a shipment, and the shipment as they may see it (the emulated server's
// mocks/services/shipments.ts on the tables). The rules are src/domain/shipment-visibility.ts
// (viewer, open job) and src/domain/shipment-record.ts (shipmentWire, historyStepsOf); this file
// only gathers what they read: the caller's courier profile, running tenders, phones and names,
// one query each for any number of shipments.
import type { Kysely, Transaction } from 'kysely';
import { fail } from '@/domain/api-errors';
import { historyStepsOf, shipmentWire, type ShipmentRecord } from '@/domain/shipment-record';
import { canSeeShipment, isOpenJob, type ShipmentViewer } from '@/domain/shipment-visibility';
import type { AuthUser } from '../auth';
import type { Schema } from '../db/schema';
import { findShipment } from './records';

type Db = Kysely<Schema> | Transaction<Schema>;
type ShipmentWire = ReturnType<typeof shipmentWire>;
type HistoryStep = ReturnType<typeof historyStepsOf>[number];

/** The caller as the visibility rules read them: the session, the courier profile, the time. */
export interface Caller {
  auth: AuthUser | null;
  /** The caller's courier profile (vehicle class, "İşe Açığım"), when they are a courier. */
  courier: { workingType: number; isOpenToWork: boolean } | null;
  /** Server time of the request (epoch ms): a tender runs while now < its end. */
  now: number;
}

const has = (caller: Caller, role: string) => !!caller.auth?.user.roles.includes(role as never);

/** The caller of this request, with their courier profile read once. */
export async function callerOf(db: Db, auth: AuthUser | null, now: number): Promise<Caller> {
  if (!auth?.user.roles.includes('Courier')) return { auth, courier: null, now };
  const profile = await db
    .selectFrom('courier_profiles')
    .select(['working_type', 'is_open_to_work'])
    .where('user_id', '=', auth.user.userId)
    .executeTakeFirst();
  return {
    auth,
    courier: profile ? { workingType: profile.working_type, isOpenToWork: profile.is_open_to_work } : null,
    now,
  };
}

export function isOwner(s: ShipmentRecord, caller: Caller): boolean {
  return !!caller.auth && s.customerId === caller.auth.user.userId;
}

export function isAssignedCourier(s: ShipmentRecord, caller: Caller): boolean {
  return !!caller.auth && has(caller, 'Courier') && s.courierId === caller.auth.user.userId;
}

/** The shipments among these whose tender runs now (tenders row in progress, before its end). */
export async function runningTenders(
  db: Db,
  shipmentIds: readonly number[],
  now: number,
): Promise<Set<number>> {
  if (shipmentIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('tenders')
    .select('shipment_id')
    .where('shipment_id', 'in', shipmentIds)
    .where('status', '=', 1)
    .where('end_date', '>', new Date(now))
    .execute();
  return new Set(rows.map((row) => row.shipment_id));
}

/** A job the caller (a courier) may take: src/domain/shipment-visibility.ts isOpenJob. */
export function isOpenJobFor(s: ShipmentRecord, caller: Caller, tenderRunning: boolean): boolean {
  if (!caller.auth || !has(caller, 'Courier')) return false;
  return isOpenJob(
    { shipmentStatus: s.shipmentStatus, vehicleType: s.vehicleType, courierId: s.courierId, tenderRunning },
    { status: caller.auth.user.status, workingType: caller.courier?.workingType },
  );
}

/** What the caller is to the shipment (`tenderRunning`: its tender runs now). */
export function viewerOf(s: ShipmentRecord, caller: Caller, tenderRunning: boolean): ShipmentViewer {
  return {
    staff: has(caller, 'Admin'),
    owner: isOwner(s, caller),
    assignedCourier: isAssignedCourier(s, caller),
    openJob: isOpenJobFor(s, caller, tenderRunning),
  };
}

/** The viewers of several shipments, in their order (one query for the tenders). */
export async function viewersOf(
  db: Db,
  records: readonly ShipmentRecord[],
  caller: Caller,
): Promise<ShipmentViewer[]> {
  const inTender = records.filter((s) => s.shipmentStatus === 2).map((s) => s.shipmentId);
  const running = caller.courier ? await runningTenders(db, inTender, caller.now) : new Set<number>();
  return records.map((s) => viewerOf(s, caller, running.has(s.shipmentId)));
}

/**
 * The shipment if the caller may see it, else 404 SHIPMENT_NOT_FOUND (existence is not
 * revealed). With `forUpdate` (inside a transaction) its row stays locked until the commit.
 */
export async function visibleShipment(
  db: Db,
  shipmentId: number,
  caller: Caller,
  options: { forUpdate?: boolean } = {},
): Promise<ShipmentRecord> {
  const s = await findShipment(db, shipmentId, options);
  if (!s) fail('SHIPMENT_NOT_FOUND');
  const [viewer] = await viewersOf(db, [s], caller);
  if (!viewer || !canSeeShipment(viewer, s.shipmentStatus)) fail('SHIPMENT_NOT_FOUND');
  return s;
}

async function phonesOf(db: Db, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['user_id', 'phone'])
    .where('user_id', 'in', [...new Set(userIds)])
    .execute();
  return new Map(rows.map((row) => [row.user_id, row.phone]));
}

/** The contract's Shipments as the caller may see them (shipmentWire), in the records' order. */
export async function shipmentAnswers(
  db: Db,
  records: readonly ShipmentRecord[],
  caller: Caller,
): Promise<ShipmentWire[]> {
  const viewers = await viewersOf(db, records, caller);
  // The customer's phone goes only to the assigned courier: look up only the shipments they hold.
  const phones = await phonesOf(
    db,
    records.filter((s) => isAssignedCourier(s, caller)).map((s) => s.customerId),
  );
  return records.map((s, i) => shipmentWire(s, viewers[i]!, (customerId) => phones.get(customerId)));
}

/** One shipment as the caller may see it. */
export async function shipmentAnswer(db: Db, record: ShipmentRecord, caller: Caller): Promise<ShipmentWire> {
  const [answer] = await shipmentAnswers(db, [record], caller);
  return answer!;
}

/** The history steps (historyStepsOf), with the staff's reasons and names for staff. */
export async function historyAnswer(db: Db, record: ShipmentRecord, caller: Caller): Promise<HistoryStep[]> {
  const staff = has(caller, 'Admin');
  const byIds = staff
    ? record.history.flatMap((h) => (h.reason && h.byUserId !== null ? [h.byUserId] : []))
    : [];
  const names = new Map<number, string>();
  if (byIds.length > 0) {
    const rows = await db
      .selectFrom('users')
      .select(['user_id', 'name', 'surname'])
      .where('user_id', 'in', [...new Set(byIds)])
      .execute();
    for (const row of rows) names.set(row.user_id, `${row.name} ${row.surname}`.trim());
  }
  return historyStepsOf(record, staff, (userId) => (userId === null ? null : (names.get(userId) ?? null)));
}
