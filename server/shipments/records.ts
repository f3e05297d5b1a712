// Shipments read from their tables as the domain's plain records (src/domain/shipment-record.ts:
// lira, epoch milliseconds), so both servers serialize them with one function. Several at once in
// three queries (shipments, stops, history), never one query per shipment.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { HistoryEntry, ShipmentRecord, ShipmentStatusCode } from '@/domain/shipment-record';
import type { WeightType } from '@/domain/pricing';
import type { Schema, ShipmentsTable } from '../db/schema';
import { toKurus, toLira, toLiraOrNull } from '../money';

type Db = Kysely<Schema> | Transaction<Schema>;
const kurusOrNull = (lira: number | null | undefined) => (lira == null ? null : toKurus(lira));
const dateOrNull = (at: number | null) => (at === null ? null : new Date(at));
type ShipmentRow = Selectable<ShipmentsTable>;

const ms = (date: Date | null): number | null => (date === null ? null : date.getTime());

/** The records of these shipment rows, in the rows' order. */
export async function recordsOf(db: Db, rows: readonly ShipmentRow[]): Promise<ShipmentRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.shipment_id);
  const [stops, history] = await Promise.all([
    db
      .selectFrom('shipment_stops')
      .selectAll()
      .where('shipment_id', 'in', ids)
      .orderBy('shipment_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('shipment_history')
      .selectAll()
      .where('shipment_id', 'in', ids)
      .orderBy('shipment_id')
      .orderBy('id')
      .execute(),
  ]);
  return rows.map((row) => ({
    shipmentId: row.shipment_id,
    customerId: row.customer_id,
    courierId: row.courier_id,
    shipmentStatus: row.status as ShipmentStatusCode,
    vehicleType: row.vehicle_type,
    weightType: row.weight_type as WeightType,
    paymentType: row.payment_type,
    includeInsurance: row.include_insurance,
    shipmentValue: toLira(row.shipment_value),
    hasTransportService: row.has_transport_service,
    getPriceQuote: row.get_price_quote,
    shipmentTotalDistance: row.total_distance_km,
    basePrice: toLira(row.base_price),
    weightSurcharge: toLira(row.weight_surcharge),
    transportServicePrice: toLira(row.transport_service_price),
    insurancePrice: toLira(row.insurance_price),
    riskSurcharge: toLira(row.risk_surcharge),
    totalPrice: toLira(row.total_price),
    shipmentPrice: toLira(row.shipment_price),
    acceptedTotalPrice: toLiraOrNull(row.accepted_total_price),
    collectedAmount: toLiraOrNull(row.collected_amount),
    startAddress: row.start_address,
    shipmentList: stops
      .filter((stop) => stop.shipment_id === row.shipment_id)
      .map((stop) => ({
        deliveryItemId: stop.delivery_item_id,
        startAddress: stop.address,
        contentType: stop.content_type as ShipmentRecord['shipmentList'][number]['contentType'],
        note: stop.note,
        deliveredAt: ms(stop.delivered_at),
      })),
    tenderEndDate: ms(row.tender_end_date),
    history: history
      .filter((entry) => entry.shipment_id === row.shipment_id)
      .map((entry): HistoryEntry => ({
        status: entry.status,
        action: entry.action,
        at: entry.at.getTime(),
        byUserId: entry.by_user_id,
        ...(entry.reason === null ? {} : { reason: entry.reason }),
      })),
    createdAt: row.created_at.getTime(),
    updatedAt: row.updated_at.getTime(),
  }));
}

/** One shipment's record, or undefined. With `forUpdate`, its row is locked for the transaction. */
export async function findShipment(
  db: Db,
  shipmentId: number,
  options: { forUpdate?: boolean } = {},
): Promise<ShipmentRecord | undefined> {
  let query = db.selectFrom('shipments').selectAll().where('shipment_id', '=', shipmentId);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? (await recordsOf(db, [row]))[0] : undefined;
}

/**
 * Writes a record to the tables, the inverse of `recordsOf`: the shipment, its stops and its
 * history. With `keepIds` (the demo data) the record's shipment and stop ids are stored; otherwise
 * the tables give them. Returns the shipment's id.
 */
export async function storeShipment(
  trx: Transaction<Schema>,
  s: ShipmentRecord,
  keepIds: boolean,
): Promise<number> {
  const { shipment_id: shipmentId } = await trx
    .insertInto('shipments')
    .values({
      ...(keepIds ? { shipment_id: s.shipmentId } : {}),
      customer_id: s.customerId,
      courier_id: s.courierId,
      status: s.shipmentStatus,
      vehicle_type: s.vehicleType,
      weight_type: s.weightType,
      payment_type: s.paymentType,
      include_insurance: s.includeInsurance,
      shipment_value: toKurus(s.shipmentValue),
      has_transport_service: s.hasTransportService,
      get_price_quote: s.getPriceQuote,
      total_distance_km: s.shipmentTotalDistance,
      base_price: toKurus(s.basePrice),
      weight_surcharge: toKurus(s.weightSurcharge),
      transport_service_price: toKurus(s.transportServicePrice),
      insurance_price: toKurus(s.insurancePrice),
      risk_surcharge: toKurus(s.riskSurcharge),
      total_price: toKurus(s.totalPrice),
      shipment_price: toKurus(s.shipmentPrice),
      accepted_total_price: kurusOrNull(s.acceptedTotalPrice),
      collected_amount: kurusOrNull(s.collectedAmount),
      start_address: JSON.stringify(s.startAddress),
      tender_end_date: dateOrNull(s.tenderEndDate),
      created_at: new Date(s.createdAt),
      updated_at: new Date(s.updatedAt),
    })
    .returning('shipment_id')
    .executeTakeFirstOrThrow();
  if (s.shipmentList.length > 0)
    await trx
      .insertInto('shipment_stops')
      .values(
        s.shipmentList.map((stop, position) => ({
          ...(keepIds ? { delivery_item_id: stop.deliveryItemId } : {}),
          shipment_id: shipmentId,
          position,
          address: JSON.stringify(stop.startAddress),
          content_type: stop.contentType,
          note: stop.note,
          delivered_at: dateOrNull(stop.deliveredAt),
        })),
      )
      .execute();
  if (s.history.length > 0)
    await trx
      .insertInto('shipment_history')
      .values(
        s.history.map((h) => ({
          shipment_id: shipmentId,
          status: h.status,
          action: h.action,
          at: new Date(h.at),
          by_user_id: h.byUserId,
          reason: h.reason ?? null,
        })),
      )
      .execute();
  return shipmentId;
}
