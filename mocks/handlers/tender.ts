// Price quotes (ihale): read, bid (limits checked server-side), customer assigns, courier withdraws.
import { assignBodySchema, offerBodySchema } from '@/domain/tender-input';
import type { components } from '@/api/schema';
import { bidMessage, checkBid, checkLowerBid, checkSelection } from '@/domain/bid-limits';
import { bidderName, bidderView } from '@/domain/courier-privacy';
import { newWorkRefusal } from '@/domain/courier-work';
import { roundMoney } from '@/domain/pricing';
import { idParam, pathId } from '@/domain/path-id';
import type { AuthUser } from '../auth';
import { iso, nowIso } from '../clock';
import { db } from '../db';
import { fail, failAs } from '@/domain/api-errors';
import { created, handle, ok } from '../handle';
import { http } from '../http';
import { isOwner, visibleShipment } from '../services/shipments';
import {
  assignOffer,
  createOffer,
  currentOffersOf,
  isTenderOpen,
  offersOf,
  quoteOf,
  roundOf,
} from '../services/tender';
import { completedJobsOf, findUser, fullName } from '../services/users';

const offerIn = offerBodySchema;
const assignIn = assignBodySchema;

/**
 * An offer as the caller may see it (issue 27): the customer and an admin choose, so they get
 * the full name and the courier's completed jobs; a courier sees their own name in full and the
 * other bidders' first name and surname initial, next to the amounts.
 */
function serializeOffer(
  o: ReturnType<typeof offersOf>[number],
  auth: AuthUser | null,
): components['schemas']['Offer'] {
  const courier = findUser(o.courierId);
  const view = bidderView(auth?.user ?? null, o.courierId);
  const chooser = view === 'chooser';
  let courierName: string | undefined;
  if (courier)
    courierName = view === 'initial' ? bidderName(courier.name, courier.surname) : fullName(courier);
  return {
    priceQuoteOfferId: o.priceQuoteOfferId,
    courierId: o.courierId,
    offerStatus: o.offerStatus,
    priceQuoteAmount: o.priceQuoteAmount,
    ...(courierName ? { courierName } : {}),
    ...(chooser ? { completedJobs: completedJobsOf(o.courierId) } : {}),
    createdAt: iso(o.createdAt),
    round: roundOf(o),
  };
}

function priceQuote(shipmentId: number, auth: AuthUser | null): components['schemas']['PriceQuote'] {
  const quote = quoteOf(shipmentId);
  if (!quote) fail('NOT_IN_TENDER');
  return {
    shipmentId,
    status: quote.status,
    endDate: iso(quote.endDate),
    // The client counts down to endDate by the server's clock (the mock clock is offset in tests).
    serverTime: nowIso(),
    round: roundOf(quote),
    offers: offersOf(shipmentId).map((o) => serializeOffer(o, auth)),
  };
}

function tenderShipment(shipmentIdParam: unknown, auth: AuthUser) {
  const shipment = visibleShipment(idParam(shipmentIdParam, 'SHIPMENT_NOT_FOUND'), auth);
  if (!shipment.getPriceQuote || !quoteOf(shipment.shipmentId)) fail('NOT_IN_TENDER');
  return shipment;
}

export const tenderHandlers = [
  http.get(
    '/shipment/{shipmentId}/price-quote',
    handle({}, ({ params, auth }) =>
      ok(priceQuote(tenderShipment(params.shipmentId, auth).shipmentId, auth)),
    ),
  ),

  http.post(
    '/shipment/{shipmentId}/price-quote',
    handle({ roles: ['Courier'], body: offerIn }, async ({ params, auth, body }) => {
      const shipment = tenderShipment(params.shipmentId, auth);
      const courier = auth.user;
      // Issue 28: "İşe Açığım" off takes no new work.
      const refusal = newWorkRefusal(courier, shipment.vehicleType);
      if (refusal) fail(refusal);
      if (!isTenderOpen(shipment)) fail('TENDER_CLOSED');
      const offers = currentOffersOf(shipment.shipmentId);
      if (offers.some((o) => o.courierId === courier.userId && o.offerStatus === 1))
        fail('OFFER_ALREADY_ACTIVE');
      const amount = body.priceQuoteAmount;
      const check = checkBid(amount, offers, shipment.totalPrice);
      if (!check.ok) {
        const desc = bidMessage(check.code, check.limit);
        fail(check.code, desc, [{ field: 'priceQuoteAmount', code: check.code, desc }]);
      }
      const offer = await createOffer(shipment.shipmentId, courier.userId, roundMoney(amount ?? 0));
      return created(serializeOffer(offer, auth), {
        infoType: 'Success',
        text1: 'İşlem Başarılı Gerçekleşti',
        httpStatus: 201,
      });
    }),
  ),

  http.put(
    '/shipment/{shipmentId}/price-quote/{priceQuoteOfferId}/assign',
    handle({ roles: ['Customer', 'Admin'], body: assignIn }, async ({ params, auth, body }) => {
      const shipment = tenderShipment(params.shipmentId, auth);
      if (!isOwner(shipment, auth) && !auth.user.roles.includes('Admin')) fail('FORBIDDEN_ROLE');
      if (!isTenderOpen(shipment)) fail('TENDER_CLOSED');
      const offerId = pathId(params.priceQuoteOfferId);
      const offer = offersOf(shipment.shipmentId).find((o) => o.priceQuoteOfferId === offerId);
      // docs/tender.md: a valid offer with a courier and status 1, matching what the client sent.
      // Whatever is stored, a tender never makes the customer pay more than the listed total.
      if (!offer) fail('OFFER_INVALID');
      const selection = checkSelection(offer, shipment.totalPrice, body);
      if (!selection.ok) fail(selection.code);
      await assignOffer(offer, auth.user.userId);
      return ok(priceQuote(shipment.shipmentId, auth), {
        infoType: 'Success',
        text1: 'İşlem Başarılı Gerçekleşti',
        httpStatus: 200,
      });
    }),
  ),

  // "Teklifimi Düşür" (issue 16): the courier's own active offer takes a lower amount in place,
  // within docs/tender.md's limits over the other couriers' active offers; no "İptal Etti" row is left.
  http.put(
    '/shipment/{shipmentId}/price-quote/{priceQuoteOfferId}',
    handle({ roles: ['Courier'], body: offerIn }, async ({ params, auth, body }) => {
      const shipment = tenderShipment(params.shipmentId, auth);
      const offerId = pathId(params.priceQuoteOfferId);
      const offer = currentOffersOf(shipment.shipmentId).find((o) => o.priceQuoteOfferId === offerId);
      if (!offer) failAs(404, 'OFFER_INVALID');
      if (offer.courierId !== auth.user.userId || offer.offerStatus !== 1) failAs(409, 'OFFER_INVALID');
      const refusal = newWorkRefusal(auth.user);
      if (refusal) fail(refusal);
      if (!isTenderOpen(shipment)) fail('TENDER_CLOSED');
      const amount = body.priceQuoteAmount;
      const check = checkLowerBid(amount, offer, currentOffersOf(shipment.shipmentId), shipment.totalPrice);
      if (!check.ok) {
        const desc = bidMessage(check.code, check.limit);
        fail(check.code, desc, [{ field: 'priceQuoteAmount', code: check.code, desc }]);
      }
      await db.offers.update((q) => q.where({ priceQuoteOfferId: offer.priceQuoteOfferId }), {
        data(o) {
          o.priceQuoteAmount = roundMoney(amount ?? 0);
        },
      });
      return ok(priceQuote(shipment.shipmentId, auth), {
        infoType: 'Success',
        text1: 'İşlem Başarılı Gerçekleşti',
        httpStatus: 200,
      });
    }),
  ),

  http.delete(
    '/shipment/{shipmentId}/price-quote/{priceQuoteOfferId}',
    handle({ roles: ['Courier'] }, async ({ params, auth }) => {
      const shipment = tenderShipment(params.shipmentId, auth);
      const offerId = pathId(params.priceQuoteOfferId);
      const offer = offersOf(shipment.shipmentId).find((o) => o.priceQuoteOfferId === offerId);
      // docs/tender.md text; the contract declares no 400 here: 404 unknown offer, 409 not own or not active.
      if (!offer) failAs(404, 'OFFER_INVALID');
      if (offer.courierId !== auth.user.userId || offer.offerStatus !== 1) failAs(409, 'OFFER_INVALID');
      if (!isTenderOpen(shipment)) fail('TENDER_CLOSED');
      await db.offers.update((q) => q.where({ priceQuoteOfferId: offer.priceQuoteOfferId }), {
        data(o) {
          o.offerStatus = 2;
        },
      });
      return ok(priceQuote(shipment.shipmentId, auth), {
        infoType: 'Success',
        text1: 'İşlem Başarılı Gerçekleşti',
        httpStatus: 200,
      });
    }),
  ),
];
