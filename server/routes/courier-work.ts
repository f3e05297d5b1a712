// The courier's work: the card, "İşe Açığım", the open jobs (running tenders and shipments waiting
// for a courier, in their vehicle class) and their own shipments; the emulated server's rules
// (mocks/handlers/courier.ts) on the database.
import { fail, failValidation } from '@/domain/api-errors';
import { OfferStatus, PriceQuoteStatus } from '@/domain/bid-limits';
import { isActiveMember } from '@/domain/member-status';
import { byNewest, type OfferRecord, type ShipmentRecord, type TenderRecord } from '@/domain/shipment-record';
import { isPastStatus, ShipmentStatus } from '@/domain/shipment-status';
import { workStatusBodySchema } from '@/domain/tender-input';
import { idParam } from '@/domain/path-id';
import { courierProfile } from '../courier/profile';
import { courierSummary, mayCallCourier, mayReadCourier } from '../courier/work';
import { ok, type Router } from '../handle';
import { recordsOf } from '../shipments/records';
import { callerOf, shipmentAnswers, viewersOf, visibleShipment } from '../shipments/visibility';
import { currentRound, tendersWithOffersOf } from '../tender/tender';

export function courierWorkRoutes(router: Router): void {
  router.get('/courier/summary', {}, async ({ db, query, auth, now }) => {
    const shipmentId = query.get('shipmentId');
    const userId = query.get('userId');
    let courierId: number | null;
    let shipment: ShipmentRecord | undefined;
    if (shipmentId) {
      shipment = await visibleShipment(
        db,
        idParam(shipmentId, 'SHIPMENT_NOT_FOUND'),
        await callerOf(db, auth, now),
      );
      courierId = shipment.courierId;
    } else if (userId) courierId = Number(userId);
    else failValidation([{ field: 'userId', code: 'FIELD_REQUIRED' }]);
    if (courierId !== null && !Number.isSafeInteger(courierId)) fail('COURIER_NOT_FOUND');
    // By userId only for the courier themself, an admin, or a customer whose shipment that
    // courier carries or bids on. Anyone else learns nothing (404).
    if (!shipmentId && courierId !== null && !(await mayReadCourier(db, courierId, auth)))
      fail('COURIER_NOT_FOUND');
    const summary =
      courierId === null
        ? undefined
        : await courierSummary(db, courierId, await mayCallCourier(db, courierId, auth, shipment));
    if (!summary) fail('COURIER_NOT_FOUND');
    return ok(summary);
  });

  router.put(
    '/courier/updateStatus',
    { roles: ['Courier'], body: workStatusBodySchema },
    async ({ db, auth, body }) => {
      if (!isActiveMember(auth.user)) fail('COURIER_NOT_ACTIVE');
      await db
        .updateTable('courier_profiles')
        .set({ is_open_to_work: body.isOpenToWork })
        .where('user_id', '=', auth.user.userId)
        .execute();
      return ok(await courierProfile(db, auth.user.userId));
    },
  );

  router.get('/courier/tenders', { roles: ['Courier'] }, async ({ db, auth, now }) => {
    const caller = await callerOf(db, auth, now);
    const work = caller.courier;
    // Issue 28: "İşe Açığım" off is offered no tenders and no waiting jobs.
    if (!work?.isOpenToWork) return ok([]);
    const rows = await db
      .selectFrom('shipments')
      .selectAll()
      .where('vehicle_type', '=', work.workingType as 1 | 2)
      .where((eb) =>
        eb.or([
          eb('status', '=', ShipmentStatus.InPriceQuote),
          eb.and([
            eb('courier_id', 'is', null),
            eb('status', 'in', [ShipmentStatus.Created, ShipmentStatus.AssignCourier]),
          ]),
        ]),
      )
      .execute();
    const records = await recordsOf(db, rows);
    const viewers = await viewersOf(db, records, caller);
    const jobs = records.filter((_, i) => viewers[i]?.openJob).sort(byNewest);
    const wire = await shipmentAnswers(db, jobs, caller);
    const tenders = await tendersWithOffersOf(
      db,
      jobs.map((job) => job.shipmentId),
    );
    return ok(
      jobs.map((job, i) => ({
        ...wire[i],
        ...tenderInfoFor(tenders.get(job.shipmentId), auth.user.userId, now),
      })),
    );
  });

  router.get('/courier/shipments', { roles: ['Courier'] }, async ({ db, auth, query, now }) => {
    const scope = query.get('scope') ?? 'active';
    if (scope !== 'active' && scope !== 'past') failValidation([{ field: 'scope', code: 'FIELD_INVALID' }]);
    const past = scope === 'past';
    const rows = await db
      .selectFrom('shipments')
      .selectAll()
      .where('courier_id', '=', auth.user.userId)
      .execute();
    const mine = (await recordsOf(db, rows))
      .filter((s) => isPastStatus(s.shipmentStatus) === past)
      .sort(byNewest);
    return ok(await shipmentAnswers(db, mine, await callerOf(db, auth, now)));
  });
}

/**
 * A running tender as the calling courier needs it on a job card (issue 16): how many active
 * offers, the lowest, their own active offer (for "Teklifimi Düşür" and the outbid notice).
 */
function tenderInfoFor(
  found: { tender: TenderRecord; offers: OfferRecord[] } | undefined,
  courierId: number,
  now: number,
) {
  if (!found || found.tender.status !== PriceQuoteStatus.InProgress) return {};
  const active = currentRound(found.offers, found.tender).filter((o) => o.offerStatus === OfferStatus.Active);
  const own = active.find((o) => o.courierId === courierId);
  return {
    tenderInfo: {
      offerCount: active.length,
      lowestOffer: active.length === 0 ? null : Math.min(...active.map((o) => o.priceQuoteAmount)),
      ownOffer: own
        ? {
            priceQuoteOfferId: own.priceQuoteOfferId,
            courierId: own.courierId,
            offerStatus: own.offerStatus,
            priceQuoteAmount: own.priceQuoteAmount,
            createdAt: new Date(own.createdAt).toISOString(),
            round: own.round,
          }
        : null,
      serverTime: new Date(now).toISOString(),
    },
  };
}
