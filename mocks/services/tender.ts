// Tenders (price quotes): 30 minutes from the start, settled lazily by the server clock on every
// request and by a timer in the browser. At the end the lowest active bidder is assigned; with no
// bids the shipment goes on at the listed price and waits at status 3 for a courier.
import { isQuoteRunning, OfferStatus, PriceQuoteStatus, TENDER_DURATION_MINUTES } from '@/domain/bid-limits';
import { ShipmentStatus } from '@/domain/shipment-status';
import { settleTender } from '@/domain/tender-round';
import { isActiveMember } from '@/domain/member-status';
import { now } from '../clock';
import { db, nextId, type OfferRecord, type ShipmentRecord } from '../db';

export function quoteOf(shipmentId: number) {
  return db.priceQuotes.findFirst((q) => q.where({ shipmentId }));
}

/** Offers of a shipment in every round, oldest first (sorted here: @msw/data sorts after take/skip). */
export function offersOf(shipmentId: number): OfferRecord[] {
  return db.offers
    .findMany((q) => q.where({ shipmentId }))
    .sort((a, b) => a.createdAt - b.createdAt || a.priceQuoteOfferId - b.priceQuoteOfferId);
}

/** The round a tender is in (data saved before rounds existed has none: round 1). */
export function roundOf(record: { round?: number } | undefined): number {
  return record?.round ?? 1;
}

/**
 * Offers of the tender's current round: a restart (8 → 2) is a new round, and what was bid
 * or won before is history (bid limits, "already bidding" and the winner look at this round only).
 */
export function currentOffersOf(shipmentId: number): OfferRecord[] {
  const round = roundOf(quoteOf(shipmentId));
  return offersOf(shipmentId).filter((o) => roundOf(o) === round);
}

export function isTenderOpen(shipment: ShipmentRecord): boolean {
  const quote = quoteOf(shipment.shipmentId);
  return shipment.shipmentStatus === ShipmentStatus.InPriceQuote && isQuoteRunning(quote, now());
}

/** Opens the 30-minute tender of a shipment, or its next round after a restart. */
export async function openTender(shipmentId: number, start = now()): Promise<number> {
  const endDate = start + TENDER_DURATION_MINUTES * 60_000;
  // A restarted tender starts clean: no offer of an earlier round stays active (status 1), so
  // nothing old counts for the limits or can be selected.
  await db.offers.updateMany((q) => q.where({ shipmentId, offerStatus: OfferStatus.Active }), {
    data(o) {
      o.offerStatus = OfferStatus.Withdrawn;
    },
  });
  const existing = quoteOf(shipmentId);
  if (existing) {
    const round = roundOf(existing) + 1;
    await db.priceQuotes.update((q) => q.where({ shipmentId }), {
      data(pq) {
        pq.status = PriceQuoteStatus.InProgress;
        pq.startDate = start;
        pq.endDate = endDate;
        pq.round = round;
      },
    });
  } else {
    await db.priceQuotes.create({
      shipmentId,
      status: PriceQuoteStatus.InProgress,
      startDate: start,
      endDate,
      round: 1,
    });
  }
  return endDate;
}

export async function closeTender(shipmentId: number): Promise<void> {
  await db.priceQuotes.update((q) => q.where({ shipmentId }), {
    data(pq) {
      pq.status = PriceQuoteStatus.Completed;
    },
  });
}

export async function createOffer(
  shipmentId: number,
  courierId: number,
  amount: number,
): Promise<OfferRecord> {
  const priceQuoteOfferId = nextId(db.offers.all(), (o) => o.priceQuoteOfferId);
  return db.offers.create({
    priceQuoteOfferId,
    shipmentId,
    courierId,
    offerStatus: OfferStatus.Active,
    priceQuoteAmount: amount,
    createdAt: now(),
    round: roundOf(quoteOf(shipmentId)),
  });
}

async function pushStatus(
  shipmentId: number,
  status: ShipmentRecord['shipmentStatus'],
  changes: (s: ShipmentRecord) => void,
  action: number | null,
  byUserId: number | null,
  t = now(),
): Promise<void> {
  await db.shipments.update((q) => q.where({ shipmentId }), {
    data(s) {
      changes(s as ShipmentRecord);
      s.shipmentStatus = status;
      s.updatedAt = t;
      // One push per update (docs/tooling.md).
      s.history.push({ status, action, at: t, byUserId });
    },
  });
}

/** Assigns the courier of an offer at the offer price: offer 3, tender complete, status 3. */
export async function assignOffer(offer: OfferRecord, byUserId: number | null, at = now()): Promise<void> {
  await db.offers.update((q) => q.where({ priceQuoteOfferId: offer.priceQuoteOfferId }), {
    data(o) {
      o.offerStatus = OfferStatus.Won;
    },
  });
  await closeTender(offer.shipmentId);
  await pushStatus(
    offer.shipmentId,
    ShipmentStatus.AssignCourier,
    (s) => {
      s.courierId = offer.courierId;
      s.acceptedTotalPrice = offer.priceQuoteAmount;
    },
    null,
    byUserId,
    at,
  );
}

/**
 * A courier who may no longer work (suspended, rejected) leaves every running tender: their active
 * offers are withdrawn (İhaleden Çekildi), so they neither win nor bound the other couriers' bids.
 */
export async function withdrawActiveOffersOf(courierId: number): Promise<void> {
  await db.offers.updateMany((q) => q.where({ courierId, offerStatus: OfferStatus.Active }), {
    data(o) {
      o.offerStatus = OfferStatus.Withdrawn;
    },
  });
}

/** Whether a courier may still be given a job: approved (member status 1), not suspended. */
function mayStillWork(courierId: number): boolean {
  const user = db.users.findFirst((q) => q.where({ userId: courierId }));
  return !!user && isActiveMember(user);
}

/** Settles every tender whose end date has passed by the server clock. Returns how many. */
export async function settleDueTenders(): Promise<number> {
  const t = now();
  const due = db.priceQuotes.findMany((q) =>
    q.where({ status: PriceQuoteStatus.InProgress, endDate: (end: number) => end <= t }),
  );
  for (const quote of due) {
    const shipment = db.shipments.findFirst((q) => q.where({ shipmentId: quote.shipmentId }));
    if (!shipment || shipment.shipmentStatus !== ShipmentStatus.InPriceQuote) {
      await closeTender(quote.shipmentId);
      continue;
    }
    // The rule: src/domain/tender-round.ts settleTender.
    const outcome = settleTender(
      { round: roundOf(quote), listedTotal: shipment.totalPrice },
      offersOf(quote.shipmentId).map((o) => ({ ...o, courierMayWork: mayStillWork(o.courierId) })),
    );
    if (outcome.kind === 'won') {
      // Dated at the tender end, not at the (lazy) moment we noticed.
      await assignOffer(outcome.offer, null, quote.endDate);
    } else {
      await closeTender(quote.shipmentId);
      await pushStatus(
        quote.shipmentId,
        ShipmentStatus.AssignCourier,
        (s) => {
          s.courierId = null;
          s.acceptedTotalPrice = outcome.price;
        },
        null,
        null,
        quote.endDate,
      );
    }
  }
  return due.length;
}
