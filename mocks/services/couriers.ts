// A courier as others reach them in the emulated server: who may read the card, who may call,
// whether the courier is at work, a running tender as their job card shows it.
import { isCourierPhoneVisible } from '@/domain/courier-privacy';
import { isFullAddressVisible } from '@/domain/shipment-visibility';
import type { AuthUser } from '../auth';
import { iso, nowIso } from '../clock';
import { db, type ShipmentRecord } from '../db';
import { currentOffersOf, isTenderOpen, offersOf, quoteOf, roundOf } from './tender';

/** A job being carried (3 to 7) or an active offer in a running tender: the courier is at work. */
export function hasWorkInHand(courierId: number): boolean {
  return db.shipments
    .findMany()
    .some(
      (s) =>
        (s.courierId === courierId && isFullAddressVisible(s.shipmentStatus)) ||
        (isTenderOpen(s) &&
          currentOffersOf(s.shipmentId).some((o) => o.courierId === courierId && o.offerStatus === 1)),
    );
}

function isAdminOrSelf(courierId: number, auth: AuthUser | null): boolean {
  return !!auth && (auth.user.userId === courierId || auth.user.roles.includes('Admin'));
}

/** The card: the courier themself, an admin, or a customer whose shipment they carry or bid on. */
export function mayReadCourier(courierId: number, auth: AuthUser | null): boolean {
  if (!auth) return false;
  if (isAdminOrSelf(courierId, auth)) return true;
  const own = db.shipments.findMany((q) => q.where({ customerId: auth.user.userId }));
  return own.some(
    (s) => s.courierId === courierId || offersOf(s.shipmentId).some((o) => o.courierId === courierId),
  );
}

/**
 * The phone (issue 27): the courier themself, an admin, or a customer while the courier carries
 * one of their shipments (statuses 3 to 7); never a bidder's, a withdrawn or a beaten one's.
 */
export function mayCallCourier(courierId: number, auth: AuthUser | null, shipment?: ShipmentRecord): boolean {
  if (!auth) return false;
  if (isAdminOrSelf(courierId, auth)) return true;
  const carried = shipment ? [shipment] : db.shipments.findMany((q) => q.where({ courierId }));
  return carried.some(
    (s) =>
      s.customerId === auth.user.userId &&
      s.courierId === courierId &&
      isCourierPhoneVisible(s.shipmentStatus),
  );
}

/**
 * A running tender as the calling courier needs it on a job card (issue 16): how many active
 * offers, the lowest, their own active offer (for "Teklifimi Düşür" and the outbid notice).
 */
export function tenderInfoFor(shipmentId: number, courierId: number) {
  const quote = quoteOf(shipmentId);
  if (!quote || quote.status !== 1) return {};
  const active = currentOffersOf(shipmentId).filter((o) => o.offerStatus === 1);
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
            createdAt: iso(own.createdAt),
            round: roundOf(own),
          }
        : null,
      serverTime: nowIso(),
    },
  };
}
