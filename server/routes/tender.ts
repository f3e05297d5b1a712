// The tender (ihale): read it, bid, lower or withdraw one's bid, the customer's selection; the
// emulated server's rules (mocks/handlers/tender.ts, docs/tender.md) on the database. Every write
// locks the tender row first: the bid limits depend on the other offers, and a tender has one winner.
import type { Transaction } from 'kysely';
import { fail, failAs, type InfoMessage } from '@/domain/api-errors';
import {
  bidMessage,
  checkBid,
  checkLowerBid,
  checkSelection,
  OfferStatus,
  type BidCheck,
} from '@/domain/bid-limits';
import { newWorkRefusal } from '@/domain/courier-work';
import { roundMoney } from '@/domain/pricing';
import { assignBodySchema, offerBodySchema } from '@/domain/tender-input';
import { idParam, pathId } from '@/domain/path-id';
import type { AuthUser } from '../auth';
import { offersWire, workingCourier } from '../courier/work';
import { callerOf, visibleShipment } from '../shipments/visibility';
import type { Schema } from '../db/schema';
import { created, ok, type Router } from '../handle';
import { toKurus } from '../money';
import {
  assignOffer,
  currentRound,
  isTenderOpen,
  isUniqueViolation,
  offersOf,
  settleDue,
  tenderOf,
} from '../tender/tender';

const success = (httpStatus: number): InfoMessage => ({
  infoType: 'Success',
  text1: 'İşlem Başarılı Gerçekleşti',
  httpStatus,
});

type Db = Transaction<Schema> | Parameters<typeof offersOf>[0];

async function priceQuote(db: Db, shipmentId: number, auth: AuthUser, now: number) {
  const tender = await tenderOf(db, shipmentId);
  if (!tender) fail('NOT_IN_TENDER');
  return {
    shipmentId,
    status: tender.status,
    endDate: new Date(tender.endDate).toISOString(),
    // The client counts down to endDate by the server's clock.
    serverTime: new Date(now).toISOString(),
    round: tender.round,
    offers: await offersWire(db, await offersOf(db, shipmentId), auth),
  };
}

/**
 * The shipment of a tender the caller may see (404 otherwise), NOT_IN_TENDER when it has none;
 * with `lock`, the tender row is locked for the transaction first.
 */
async function tenderShipment(
  db: Db,
  shipmentIdParam: string | undefined,
  auth: AuthUser,
  now: number,
  lock = false,
) {
  const shipmentId = idParam(shipmentIdParam, 'SHIPMENT_NOT_FOUND');
  const tender = await tenderOf(db, shipmentId, { forUpdate: lock });
  const caller = await callerOf(db, auth, now);
  const shipment = await visibleShipment(db, shipmentId, caller);
  if (!shipment.getPriceQuote || !tender) fail('NOT_IN_TENDER');
  return { shipment, work: caller.courier, tender, open: isTenderOpen(shipment.shipmentStatus, tender, now) };
}

function failBid(check: BidCheck): void {
  if (check.ok) return;
  const desc = bidMessage(check.code, check.limit);
  fail(check.code, desc, [{ field: 'priceQuoteAmount', code: check.code, desc }]);
}

export function tenderRoutes(router: Router): void {
  // The tender clock: whatever a request does, it sees the tenders that fell due settled.
  router.beforeEachRequest(async (services, now) => {
    await settleDue(services, now);
  });

  router.get('/shipment/{shipmentId}/price-quote', {}, async ({ db, params, auth, now }) => {
    const { shipment } = await tenderShipment(db, params.shipmentId, auth, now);
    return ok(await priceQuote(db, shipment.shipmentId, auth, now));
  });

  router.post(
    '/shipment/{shipmentId}/price-quote',
    { roles: ['Courier'], body: offerBodySchema },
    async ({ db, params, auth, body, now }) => {
      const offer = await db
        .transaction()
        .execute(async (trx) => {
          const { shipment, tender, open, work } = await tenderShipment(
            trx,
            params.shipmentId,
            auth,
            now,
            true,
          );
          // Issue 28: "İşe Açığım" off takes no new work.
          const refusal = newWorkRefusal(workingCourier(auth, work), shipment.vehicleType);
          if (refusal) fail(refusal);
          if (!open) fail('TENDER_CLOSED');
          const offers = currentRound(await offersOf(trx, shipment.shipmentId), tender);
          if (offers.some((o) => o.courierId === auth.user.userId && o.offerStatus === OfferStatus.Active))
            fail('OFFER_ALREADY_ACTIVE');
          failBid(checkBid(body.priceQuoteAmount, offers, shipment.totalPrice));
          const row = await trx
            .insertInto('offers')
            .values({
              shipment_id: shipment.shipmentId,
              courier_id: auth.user.userId,
              status: OfferStatus.Active,
              amount: toKurus(roundMoney(body.priceQuoteAmount ?? 0)),
              created_at: new Date(now),
              round: tender.round,
            })
            .returning('offer_id')
            .executeTakeFirstOrThrow();
          return (await offersOf(trx, shipment.shipmentId)).find((o) => o.priceQuoteOfferId === row.offer_id);
        })
        .catch((error: unknown) => {
          // The tender row's lock serializes bids; the partial unique index is the last word.
          if (isUniqueViolation(error)) fail('OFFER_ALREADY_ACTIVE');
          throw error;
        });
      if (!offer) fail('OFFER_INVALID');
      const [wire] = await offersWire(db, [offer], auth);
      return created(wire, success(201));
    },
  );

  router.put(
    '/shipment/{shipmentId}/price-quote/{priceQuoteOfferId}/assign',
    { roles: ['Customer', 'Admin'], body: assignBodySchema },
    async ({ db, params, auth, body, now }) => {
      const shipmentId = await db
        .transaction()
        .execute(async (trx) => {
          const { shipment, open } = await tenderShipment(trx, params.shipmentId, auth, now, true);
          if (shipment.customerId !== auth.user.userId && !auth.user.roles.includes('Admin'))
            fail('FORBIDDEN_ROLE');
          if (!open) fail('TENDER_CLOSED');
          const offerId = pathId(params.priceQuoteOfferId);
          const offer = (await offersOf(trx, shipment.shipmentId)).find(
            (o) => o.priceQuoteOfferId === offerId,
          );
          // docs/tender.md: a valid offer with a courier and status 1, matching what the client sent;
          // never above the listed total.
          if (!offer) fail('OFFER_INVALID');
          const selection = checkSelection(offer, shipment.totalPrice, body);
          if (!selection.ok) fail(selection.code);
          await trx
            .selectFrom('shipments')
            .select('shipment_id')
            .where('shipment_id', '=', shipment.shipmentId)
            .forUpdate()
            .execute();
          await assignOffer(trx, offer, auth.user.userId, now);
          return shipment.shipmentId;
        })
        .catch((error: unknown) => {
          // One winner per round (partial unique index): the tender is no longer open.
          if (isUniqueViolation(error)) fail('TENDER_CLOSED');
          throw error;
        });
      return ok(await priceQuote(db, shipmentId, auth, now), success(200));
    },
  );

  // "Teklifimi Düşür" (issue 16): the courier's own active offer takes a lower amount in place,
  // within docs/tender.md's limits over the other couriers' active offers.
  router.put(
    '/shipment/{shipmentId}/price-quote/{priceQuoteOfferId}',
    { roles: ['Courier'], body: offerBodySchema },
    async ({ db, params, auth, body, now }) => {
      const shipmentId = await db.transaction().execute(async (trx) => {
        const { shipment, tender, open, work } = await tenderShipment(
          trx,
          params.shipmentId,
          auth,
          now,
          true,
        );
        const offerId = pathId(params.priceQuoteOfferId);
        const offers = currentRound(await offersOf(trx, shipment.shipmentId), tender);
        const offer = offers.find((o) => o.priceQuoteOfferId === offerId);
        if (!offer) failAs(404, 'OFFER_INVALID');
        if (offer.courierId !== auth.user.userId || offer.offerStatus !== OfferStatus.Active)
          failAs(409, 'OFFER_INVALID');
        const refusal = newWorkRefusal(workingCourier(auth, work));
        if (refusal) fail(refusal);
        if (!open) fail('TENDER_CLOSED');
        failBid(checkLowerBid(body.priceQuoteAmount, offer, offers, shipment.totalPrice));
        await trx
          .updateTable('offers')
          .set({ amount: toKurus(roundMoney(body.priceQuoteAmount ?? 0)) })
          .where('offer_id', '=', offer.priceQuoteOfferId)
          .execute();
        return shipment.shipmentId;
      });
      return ok(await priceQuote(db, shipmentId, auth, now), success(200));
    },
  );

  router.delete(
    '/shipment/{shipmentId}/price-quote/{priceQuoteOfferId}',
    { roles: ['Courier'] },
    async ({ db, params, auth, now }) => {
      const shipmentId = await db.transaction().execute(async (trx) => {
        const { shipment, open } = await tenderShipment(trx, params.shipmentId, auth, now, true);
        const offerId = pathId(params.priceQuoteOfferId);
        const offer = (await offersOf(trx, shipment.shipmentId)).find((o) => o.priceQuoteOfferId === offerId);
        // The contract declares no 400 here: 404 unknown offer, 409 not own or not active.
        if (!offer) failAs(404, 'OFFER_INVALID');
        if (offer.courierId !== auth.user.userId || offer.offerStatus !== OfferStatus.Active)
          failAs(409, 'OFFER_INVALID');
        if (!open) fail('TENDER_CLOSED');
        await trx
          .updateTable('offers')
          .set({ status: OfferStatus.Withdrawn })
          .where('offer_id', '=', offer.priceQuoteOfferId)
          .execute();
        return shipment.shipmentId;
      });
      return ok(await priceQuote(db, shipmentId, auth, now), success(200));
    },
  );
}
