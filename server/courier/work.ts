// What the tender and the courier's work need of people and shipments on the database: the caller
// as a courier (vehicle class, "İşe Açığım"), what the caller is to a shipment (the open-job and
// assigned rules of src/domain/shipment-visibility.ts), and the wire shapes built from them
// (Shipment through the domain's shipmentWire, Offer, CourierSummary, CourierProfile).
import type { Kysely, Transaction } from 'kysely';
import { fail } from '@/domain/api-errors';
import { bidderName, bidderView, isCourierPhoneVisible } from '@/domain/courier-privacy';
import { shipmentWire, type OfferRecord, type ShipmentRecord } from '@/domain/shipment-record';
import { ShipmentStatus } from '@/domain/shipment-status';
import { canSeeShipment, isOpenJob, type ShipmentViewer } from '@/domain/shipment-visibility';
import type { AuthUser } from '../auth';
import type { Schema } from '../db/schema';
import { findShipment } from '../shipments/records';
import { tenderOf } from '../tender/tender';
import { isQuoteRunning } from '@/domain/bid-limits';

type Db = Kysely<Schema> | Transaction<Schema>;

/** The caller's courier profile as the work rules read it (null: not a courier). */
export interface CourierWork {
  workingType: number;
  isOpenToWork: boolean;
}

export async function courierWorkOf(db: Db, auth: AuthUser | null): Promise<CourierWork | null> {
  if (!auth?.user.roles.includes('Courier')) return null;
  const row = await db
    .selectFrom('courier_profiles')
    .select(['working_type', 'is_open_to_work'])
    .where('user_id', '=', auth.user.userId)
    .executeTakeFirst();
  return row ? { workingType: row.working_type, isOpenToWork: row.is_open_to_work } : null;
}

/** The caller as src/domain/courier-work.ts newWorkRefusal reads them. */
export function workingCourier(auth: AuthUser, work: CourierWork | null) {
  return { status: auth.user.status, courier: work };
}

/** What the caller is to a shipment; `tenderRunning`: its tender is in progress at now. */
export function viewerOf(
  s: ShipmentRecord,
  auth: AuthUser | null,
  work: CourierWork | null,
  tenderRunning: boolean,
): ShipmentViewer {
  const courier = !!auth && auth.user.roles.includes('Courier');
  return {
    staff: !!auth?.user.roles.includes('Admin'),
    owner: !!auth && s.customerId === auth.user.userId,
    assignedCourier: courier && s.courierId === auth.user.userId,
    openJob:
      courier &&
      isOpenJob(
        {
          shipmentStatus: s.shipmentStatus,
          vehicleType: s.vehicleType,
          courierId: s.courierId,
          tenderRunning: s.shipmentStatus === ShipmentStatus.InPriceQuote && tenderRunning,
        },
        { status: auth.user.status, workingType: work?.workingType },
      ),
  };
}

/** The shipment if the caller may see it (404 SHIPMENT_NOT_FOUND otherwise), with their viewer. */
export async function visibleShipment(
  db: Db,
  shipmentId: number,
  auth: AuthUser | null,
  now: number,
): Promise<{ shipment: ShipmentRecord; viewer: ShipmentViewer; work: CourierWork | null }> {
  const shipment = await findShipment(db, shipmentId);
  if (!shipment) fail('SHIPMENT_NOT_FOUND');
  const work = await courierWorkOf(db, auth);
  const running = isQuoteRunning(await tenderOf(db, shipmentId), now);
  const viewer = viewerOf(shipment, auth, work, running);
  if (!canSeeShipment(viewer, shipment.shipmentStatus)) fail('SHIPMENT_NOT_FOUND');
  return { shipment, viewer, work };
}

/** Shipments on the wire for one viewer each, with the customers' phones looked up once. */
export async function shipmentsWire(
  db: Db,
  items: readonly { shipment: ShipmentRecord; viewer: ShipmentViewer }[],
) {
  const customerIds = [...new Set(items.map((i) => i.shipment.customerId))];
  const phones = new Map(
    customerIds.length === 0
      ? []
      : (
          await db
            .selectFrom('users')
            .select(['user_id', 'phone'])
            .where('user_id', 'in', customerIds)
            .execute()
        ).map((row) => [row.user_id, row.phone]),
  );
  return items.map(({ shipment, viewer }) => shipmentWire(shipment, viewer, (id) => phones.get(id)));
}

/** Jobs each courier delivered (status 40), by courier id. */
export async function completedJobsOf(db: Db, courierIds: readonly number[]): Promise<Map<number, number>> {
  if (courierIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('shipments')
    .select(['courier_id', (eb) => eb.fn.countAll<number>().as('jobs')])
    .where('courier_id', 'in', courierIds)
    .where('status', '=', ShipmentStatus.Completed)
    .groupBy('courier_id')
    .execute();
  return new Map(rows.map((row) => [row.courier_id ?? 0, Number(row.jobs)]));
}

/**
 * Offers as the caller may see them (issue 27): the customer and an admin choose, so they get the
 * full name and the courier's completed jobs; a courier sees their own name in full and the other
 * bidders' first name and surname initial.
 */
export async function offersWire(db: Db, offers: readonly OfferRecord[], auth: AuthUser | null) {
  const ids = [...new Set(offers.map((o) => o.courierId))];
  const people = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .selectFrom('users')
            .select(['user_id', 'name', 'surname'])
            .where('user_id', 'in', ids)
            .execute()
        ).map((row) => [row.user_id, row]),
  );
  const chooser = !!auth && !auth.user.roles.includes('Courier');
  const jobs = chooser ? await completedJobsOf(db, ids) : new Map<number, number>();
  return offers.map((o) => {
    const courier = people.get(o.courierId);
    const view = bidderView(auth?.user ?? null, o.courierId);
    const courierName = courier
      ? view === 'initial'
        ? bidderName(courier.name, courier.surname)
        : `${courier.name} ${courier.surname}`.trim()
      : undefined;
    return {
      priceQuoteOfferId: o.priceQuoteOfferId,
      courierId: o.courierId,
      offerStatus: o.offerStatus,
      priceQuoteAmount: o.priceQuoteAmount,
      ...(courierName ? { courierName } : {}),
      ...(view === 'chooser' ? { completedJobs: jobs.get(o.courierId) ?? 0 } : {}),
      createdAt: new Date(o.createdAt).toISOString(),
      round: o.round,
    };
  });
}

/**
 * The courier card: the phone only when `withPhone` (issue 27). The photo's thumbnail comes with
 * the documents (issue 32): null until then.
 */
export async function courierSummary(db: Db, courierId: number, withPhone: boolean) {
  const row = await db
    .selectFrom('users')
    .innerJoin('courier_profiles', 'courier_profiles.user_id', 'users.user_id')
    .select(['users.user_id', 'users.name', 'users.surname', 'users.phone', 'users.roles', 'working_type'])
    .where('users.user_id', '=', courierId)
    .executeTakeFirst();
  if (!row || !row.roles.includes('Courier')) return undefined;
  return {
    userId: row.user_id,
    name: `${row.name} ${row.surname}`.trim(),
    photo: null,
    workingType: row.working_type,
    completedJobs: (await completedJobsOf(db, [courierId])).get(courierId) ?? 0,
    ...(withPhone ? { phone: row.phone } : {}),
  };
}

const isAdminOrSelf = (courierId: number, auth: AuthUser) =>
  auth.user.userId === courierId || auth.user.roles.includes('Admin');

/** The card by user id: the courier themself, an admin, or a customer whose shipment they carry or bid on. */
export async function mayReadCourier(db: Db, courierId: number, auth: AuthUser): Promise<boolean> {
  if (isAdminOrSelf(courierId, auth)) return true;
  const carried = await db
    .selectFrom('shipments')
    .select('shipment_id')
    .where('customer_id', '=', auth.user.userId)
    .where((eb) =>
      eb.or([
        eb('courier_id', '=', courierId),
        eb.exists(
          eb
            .selectFrom('offers')
            .select('offer_id')
            .whereRef('offers.shipment_id', '=', 'shipments.shipment_id')
            .where('offers.courier_id', '=', courierId),
        ),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return !!carried;
}

/**
 * The phone (issue 27): the courier themself, an admin, or a customer while the courier carries
 * one of their shipments (statuses 3 to 7); never a bidder's, a withdrawn or a beaten one's.
 */
export async function mayCallCourier(
  db: Db,
  courierId: number,
  auth: AuthUser,
  shipment?: ShipmentRecord,
): Promise<boolean> {
  if (isAdminOrSelf(courierId, auth)) return true;
  const carried = shipment
    ? [{ customer_id: shipment.customerId, courier_id: shipment.courierId, status: shipment.shipmentStatus }]
    : await db
        .selectFrom('shipments')
        .select(['customer_id', 'courier_id', 'status'])
        .where('courier_id', '=', courierId)
        .where('customer_id', '=', auth.user.userId)
        .execute();
  return carried.some(
    (s) =>
      s.customer_id === auth.user.userId && s.courier_id === courierId && isCourierPhoneVisible(s.status),
  );
}

/** The courier's profile (documents are null references until issue 32). */
export async function courierProfile(db: Db, userId: number) {
  const row = await db
    .selectFrom('users')
    .innerJoin('courier_profiles', 'courier_profiles.user_id', 'users.user_id')
    .selectAll()
    .where('users.user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    userId: row.user_id,
    name: row.name,
    surname: row.surname,
    identityNumber: row.identity_number,
    workingType: row.working_type,
    isAcceptedKVKK: row.is_accepted_kvkk,
    phone: row.phone,
    ...(row.email ? { email: row.email } : {}),
    photo: null,
    ...(row.address ? { address: row.address } : {}),
    ...(row.iban ? { iban: row.iban } : {}),
    drivingLicense: null,
    criminalRecordCertificate: null,
    taxCertificate: null,
    isOpenToWork: row.is_open_to_work,
    status: row.status,
    rejectReason: row.reject_reason,
    createdAt: row.created_at.toISOString(),
  };
}
