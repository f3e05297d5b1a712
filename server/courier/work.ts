// What the tender and the courier's work need of people on the database: the caller as
// newWorkRefusal reads them, and the wire shapes of Offer and CourierSummary. Who sees a shipment,
// and the Shipment on the wire, are server/shipments/visibility.ts's; the courier's profile is
// server/courier/profile.ts's.
import type { Kysely, Transaction } from 'kysely';
import { OfferStatus, PriceQuoteStatus } from '@/domain/bid-limits';
import { bidderName, bidderView, isCourierPhoneVisible } from '@/domain/courier-privacy';
import { photoDataUrl } from '@/domain/courier-profile';
import type { OfferRecord, ShipmentRecord } from '@/domain/shipment-record';
import { ShipmentStatus } from '@/domain/shipment-status';
import type { AuthUser } from '../auth';
import type { Schema } from '../db/schema';

type Db = Kysely<Schema> | Transaction<Schema>;

/** The caller as src/domain/courier-work.ts newWorkRefusal reads them. */
export function workingCourier(auth: AuthUser, work: { workingType: number; isOpenToWork: boolean } | null) {
  return { status: auth.user.status, courier: work };
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

/** The courier card: the phone only when `withPhone` (issue 27); the photo is its thumbnail, inline. */
export async function courierSummary(db: Db, courierId: number, withPhone: boolean) {
  const row = await db
    .selectFrom('users')
    .innerJoin('courier_profiles', 'courier_profiles.user_id', 'users.user_id')
    .leftJoin('documents', 'documents.document_id', 'courier_profiles.photo')
    .select([
      'users.user_id',
      'users.name',
      'users.surname',
      'users.phone',
      'users.roles',
      'working_type',
      'documents.thumbnail',
      'documents.thumbnail_type',
    ])
    .where('users.user_id', '=', courierId)
    .executeTakeFirst();
  if (!row || !row.roles.includes('Courier')) return undefined;
  return {
    userId: row.user_id,
    name: `${row.name} ${row.surname}`.trim(),
    photo: photoDataUrl(
      row.thumbnail && row.thumbnail_type
        ? { type: row.thumbnail_type, base64: Buffer.from(row.thumbnail).toString('base64') }
        : null,
    ),
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

/**
 * The courier carries a job (a shipment of theirs in status 3 to 7) or holds an active offer of
 * the current round in a running tender: what keeps them from going back to approval.
 */
export async function hasWorkInHand(db: Db, courierId: number, now: number): Promise<boolean> {
  const job = await db
    .selectFrom('shipments')
    .select('shipment_id')
    .where('courier_id', '=', courierId)
    .where('status', '>=', ShipmentStatus.AssignCourier)
    .where('status', '<=', ShipmentStatus.Returning)
    .limit(1)
    .executeTakeFirst();
  if (job) return true;
  const offer = await db
    .selectFrom('offers')
    .innerJoin('tenders', 'tenders.shipment_id', 'offers.shipment_id')
    .innerJoin('shipments', 'shipments.shipment_id', 'offers.shipment_id')
    .select('offers.offer_id')
    .where('offers.courier_id', '=', courierId)
    .where('offers.status', '=', OfferStatus.Active)
    .whereRef('offers.round', '=', 'tenders.round')
    .where('tenders.status', '=', PriceQuoteStatus.InProgress)
    .where('tenders.end_date', '>', new Date(now))
    .where('shipments.status', '=', ShipmentStatus.InPriceQuote)
    .limit(1)
    .executeTakeFirst();
  return !!offer;
}
