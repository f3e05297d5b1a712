// The tender of a shipment on the database (docs/server.md "The tender clock"): its row, its offers
// as the domain's records (lira, epoch ms), and the clock that settles tenders that fell due, as
// src/domain/tender-round.ts settleTender says. Lock order: the tender row, then the shipment row.
import type { Kysely, Selectable, Transaction } from 'kysely';
import { isQuoteRunning, OfferStatus, PriceQuoteStatus } from '@/domain/bid-limits';
import { isActiveMember } from '@/domain/member-status';
import type { OfferRecord, TenderRecord } from '@/domain/shipment-record';
import { ShipmentStatus } from '@/domain/shipment-status';
import { settleTender } from '@/domain/tender-round';
import type { OffersTable, Schema, TendersTable } from '../db/schema';
import { toKurus, toLira } from '../money';
import { closeTender } from '../shipments/tender-rows';

type Db = Kysely<Schema> | Transaction<Schema>;

const toTender = (row: Selectable<TendersTable>): TenderRecord => ({
  shipmentId: row.shipment_id,
  status: row.status,
  startDate: row.start_date.getTime(),
  endDate: row.end_date.getTime(),
  round: row.round,
});

const toOffer = (row: Selectable<OffersTable>): OfferRecord => ({
  priceQuoteOfferId: row.offer_id,
  shipmentId: row.shipment_id,
  courierId: row.courier_id,
  offerStatus: row.status,
  priceQuoteAmount: toLira(row.amount),
  createdAt: row.created_at.getTime(),
  round: row.round,
});

/** The tender of a shipment; with `forUpdate` its row is locked (bids, selections, settling). */
export async function tenderOf(
  db: Db,
  shipmentId: number,
  options: { forUpdate?: boolean } = {},
): Promise<TenderRecord | undefined> {
  let query = db.selectFrom('tenders').selectAll().where('shipment_id', '=', shipmentId);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && toTender(row);
}

/** Offers of a shipment in every round, oldest first. */
export async function offersOf(db: Db, shipmentId: number): Promise<OfferRecord[]> {
  const rows = await db
    .selectFrom('offers')
    .selectAll()
    .where('shipment_id', '=', shipmentId)
    .orderBy('created_at')
    .orderBy('offer_id')
    .execute();
  return rows.map(toOffer);
}

/**
 * The tenders of these shipments, each with its offers in every round (oldest first): two queries
 * for a whole list, not two per shipment. Shipments without a tender are not in the map.
 */
export async function tendersWithOffersOf(
  db: Db,
  shipmentIds: readonly number[],
): Promise<Map<number, { tender: TenderRecord; offers: OfferRecord[] }>> {
  const out = new Map<number, { tender: TenderRecord; offers: OfferRecord[] }>();
  if (shipmentIds.length === 0) return out;
  const tenders = await db
    .selectFrom('tenders')
    .selectAll()
    .where('shipment_id', 'in', shipmentIds)
    .execute();
  for (const row of tenders) out.set(row.shipment_id, { tender: toTender(row), offers: [] });
  if (out.size === 0) return out;
  const offers = await db
    .selectFrom('offers')
    .selectAll()
    .where('shipment_id', 'in', [...out.keys()])
    .orderBy('created_at')
    .orderBy('offer_id')
    .execute();
  for (const row of offers) out.get(row.shipment_id)?.offers.push(toOffer(row));
  return out;
}

/** The tender's current round only (a restart is a new round; the rest is history). */
export const currentRound = (offers: readonly OfferRecord[], tender: TenderRecord): OfferRecord[] =>
  offers.filter((o) => o.round === tender.round);

/** Takes bids and selections: the shipment in its tender (2) and the tender running at `now`. */
export function isTenderOpen(shipmentStatus: number, tender: TenderRecord | undefined, now: number): boolean {
  return shipmentStatus === ShipmentStatus.InPriceQuote && isQuoteRunning(tender, now);
}

/**
 * Assigns the offer's courier at its price: the offer wins (3), the tender completes, the shipment
 * goes to 3 with one history entry. The caller holds the tender row's lock.
 */
export async function assignOffer(
  trx: Transaction<Schema>,
  offer: OfferRecord,
  byUserId: number | null,
  at: number,
): Promise<void> {
  await trx
    .updateTable('offers')
    .set({ status: OfferStatus.Won })
    .where('offer_id', '=', offer.priceQuoteOfferId)
    .execute();
  await completeTender(trx, offer.shipmentId, offer.courierId, offer.priceQuoteAmount, byUserId, at);
}

async function completeTender(
  trx: Transaction<Schema>,
  shipmentId: number,
  courierId: number | null,
  price: number,
  byUserId: number | null,
  at: number,
): Promise<void> {
  await closeTender(trx, shipmentId);
  await trx
    .updateTable('shipments')
    .set({
      status: ShipmentStatus.AssignCourier,
      courier_id: courierId,
      accepted_total_price: toKurus(price),
      updated_at: new Date(at),
    })
    .where('shipment_id', '=', shipmentId)
    .execute();
  await trx
    .insertInto('shipment_history')
    .values({
      shipment_id: shipmentId,
      status: ShipmentStatus.AssignCourier,
      action: null,
      at: new Date(at),
      by_user_id: byUserId,
    })
    .execute();
}

/** Settles one due tender whose row the caller has locked. */
async function settleOne(trx: Transaction<Schema>, tender: TenderRecord): Promise<void> {
  const shipment = await trx
    .selectFrom('shipments')
    .select(['status', 'total_price'])
    .where('shipment_id', '=', tender.shipmentId)
    .forUpdate()
    .executeTakeFirst();
  if (!shipment || shipment.status !== ShipmentStatus.InPriceQuote) {
    await closeTender(trx, tender.shipmentId);
    return;
  }
  const offers = await offersOf(trx, tender.shipmentId);
  const bidders = offers.map((o) => o.courierId);
  const mayWork = new Set(
    bidders.length === 0
      ? []
      : (
          await trx
            .selectFrom('users')
            .select(['user_id', 'status'])
            .where('user_id', 'in', bidders)
            .execute()
        )
          .filter(isActiveMember)
          .map((row) => row.user_id),
  );
  const outcome = settleTender(
    { round: tender.round, listedTotal: toLira(shipment.total_price) },
    offers.map((o) => ({ ...o, courierMayWork: mayWork.has(o.courierId) })),
  );
  // Dated at the tender's end, not at the moment the clock noticed.
  if (outcome.kind === 'won') await assignOffer(trx, outcome.offer, null, tender.endDate);
  else await completeTender(trx, tender.shipmentId, null, outcome.price, null, tender.endDate);
}

const SETTLE_BATCH = 50;

/**
 * The tender clock: settles every running tender whose end is at or before `now`, a batch per
 * transaction. Rows another sweep holds are skipped (FOR UPDATE SKIP LOCKED) and a settled tender
 * is no longer running, so two sweeps at once never settle one tender twice. Returns how many.
 */
export async function settleDue(services: { db: Kysely<Schema> }, now: number): Promise<number> {
  const { db } = services;
  const dueAt = new Date(now);
  let total = 0;
  for (;;) {
    // Most requests find nothing due: one cheap read, no transaction.
    const any = await db
      .selectFrom('tenders')
      .select('shipment_id')
      .where('status', '=', PriceQuoteStatus.InProgress)
      .where('end_date', '<=', dueAt)
      .limit(1)
      .executeTakeFirst();
    if (!any) return total;
    const settled = await db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('tenders')
        .selectAll()
        .where('status', '=', PriceQuoteStatus.InProgress)
        .where('end_date', '<=', dueAt)
        .orderBy('end_date')
        .limit(SETTLE_BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      for (const row of due) await settleOne(trx, toTender(row));
      return due.length;
    });
    total += settled;
    // Nothing this sweep could take: the rest is another sweep's, being settled now.
    if (settled < SETTLE_BATCH) return total;
  }
}

/** PostgreSQL's unique violation (a race the rule's answer covers). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
