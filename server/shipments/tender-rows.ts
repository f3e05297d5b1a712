// A shipment's tender opened and closed by a status change (src/domain/shipment-status.ts
// transitionEffects) or a new tender shipment: the emulated server's openTender/closeTender
// (mocks/services/tender.ts) on the tenders and offers tables. Called inside the transaction that
// holds the shipment's row.
import { sql, type Transaction } from 'kysely';
import { OfferStatus, PriceQuoteStatus, TENDER_DURATION_MINUTES } from '@/domain/bid-limits';
import type { Schema } from '../db/schema';

/** Opens the 30-minute tender of a shipment, or its next round after a restart; its end (ms). */
export async function openTender(
  trx: Transaction<Schema>,
  shipmentId: number,
  start: number,
): Promise<number> {
  const endDate = start + TENDER_DURATION_MINUTES * 60_000;
  // A restarted tender starts clean: no offer of an earlier round stays active.
  await trx
    .updateTable('offers')
    .set({ status: OfferStatus.Withdrawn })
    .where('shipment_id', '=', shipmentId)
    .where('status', '=', OfferStatus.Active)
    .execute();
  await trx
    .insertInto('tenders')
    .values({
      shipment_id: shipmentId,
      status: PriceQuoteStatus.InProgress,
      start_date: new Date(start),
      end_date: new Date(endDate),
      round: 1,
    })
    .onConflict((oc) =>
      oc.column('shipment_id').doUpdateSet({
        status: PriceQuoteStatus.InProgress,
        start_date: new Date(start),
        end_date: new Date(endDate),
        round: sql<number>`tenders.round + 1`,
      }),
    )
    .execute();
  return endDate;
}

/** Ends the running tender of a shipment without a winner. */
export async function closeTender(trx: Transaction<Schema>, shipmentId: number): Promise<void> {
  await trx
    .updateTable('tenders')
    .set({ status: PriceQuoteStatus.Completed })
    .where('shipment_id', '=', shipmentId)
    .execute();
}
