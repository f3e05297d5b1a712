// Tenders (price quotes): 30 minutes from the start, settled lazily by the server clock on every
// request and by a timer in the browser. At the end the lowest active bidder is assigned; with no
// bids the shipment goes on at the listed price and waits at status 3 for a courier.
import { isQuoteRunning, TENDER_DURATION_MINUTES } from '@/domain/bid-limits';
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
  return shipment.shipmentStatus === 2 && isQuoteRunning(quote, now());
}

/** Opens the 30-minute tender of a shipment, or its next round after a restart. */
export async function openTender(shipmentId: number, start = now()): Promise<number> {
  const endDate = start + TENDER_DURATION_MINUTES * 60_000;
  // A restarted tender starts clean: no offer of an earlier round stays active (status 1), so
  // nothing old counts for the limits or can be selected.
  await db.offers.updateMany((q) => q.where({ shipmentId, offerStatus: 1 }), {
    data(o) {
      o.offerStatus = 2;
    },
  });
  const existing = quoteOf(shipmentId);
  if (existing) {
    const round = roundOf(existing) + 1;
    await db.priceQuotes.update((q) => q.where({ shipmentId }), {
      data(pq) {
        pq.status = 1;
        pq.startDate = start;
        pq.endDate = endDate;
        pq.round = round;
      },
    });
  } else {
    await db.priceQuotes.create({ shipmentId, status: 1, startDate: start, endDate, round: 1 });
  }
  return endDate;
}

export async function closeTender(shipmentId: number): Promise<void> {
  await db.priceQuotes.update((q) => q.where({ shipmentId }), {
    data(pq) {
      pq.status = 2;
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
    offerStatus: 1,
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
      o.offerStatus = 3;
    },
  });
  await closeTender(offer.shipmentId);
  await pushStatus(
    offer.shipmentId,
    3,
    (s) => {
      s.courierId = offer.courierId;
      s.acceptedTotalPrice = offer.priceQuoteAmount;
    },
    null,
    byUserId,
    at,
  );
}

/** Only an approved courier (user status 1) is given a job: a suspended one's offer never wins. */
function mayStillWin(courierId: number): boolean {
  return db.users.findFirst((q) => q.where({ userId: courierId }))?.status === 1;
}

/**
 * A courier who may no longer work (suspended, rejected) leaves every running tender: their active
 * offers are withdrawn (İhaleden Çekildi), so they neither win nor bound the other couriers' bids.
 */
export async function withdrawActiveOffersOf(courierId: number): Promise<void> {
  await db.offers.updateMany((q) => q.where({ courierId, offerStatus: 1 }), {
    data(o) {
      o.offerStatus = 2;
    },
  });
}

/**
 * Lowest active offer of the current round within the listed total (a stored offer above it
 * never wins: the customer never pays more than the price shown); ties go to the earlier bid.
 */
export function winningOffer(shipmentId: number, listedTotal: number): OfferRecord | undefined {
  return currentOffersOf(shipmentId)
    .filter((o) => o.offerStatus === 1 && o.priceQuoteAmount <= listedTotal && mayStillWin(o.courierId))
    .sort((a, b) => a.priceQuoteAmount - b.priceQuoteAmount || a.createdAt - b.createdAt)[0];
}

/** Settles every tender whose end date has passed by the server clock. Returns how many. */
export async function settleDueTenders(): Promise<number> {
  const t = now();
  const due = db.priceQuotes.findMany((q) => q.where({ status: 1, endDate: (end: number) => end <= t }));
  for (const quote of due) {
    const shipment = db.shipments.findFirst((q) => q.where({ shipmentId: quote.shipmentId }));
    if (!shipment || shipment.shipmentStatus !== 2) {
      await closeTender(quote.shipmentId);
      continue;
    }
    const winner = winningOffer(quote.shipmentId, shipment.totalPrice);
    if (winner) {
      // Dated at the tender end, not at the (lazy) moment we noticed.
      await assignOffer(winner, null, quote.endDate);
    } else {
      await closeTender(quote.shipmentId);
      await pushStatus(
        quote.shipmentId,
        3,
        (s) => {
          s.courierId = null;
          s.acceptedTotalPrice = s.totalPrice;
        },
        null,
        null,
        quote.endDate,
      );
    }
  }
  return due.length;
}
