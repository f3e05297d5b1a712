// Creating a shipment in the emulated server: the record made by the domain's rules
// (src/domain/shipment-create.ts: validation, places, price), given ids and stored (and its
// tender opened).
import { newShipmentRecord } from '@/domain/shipment-writes';
import type { ShipmentBody } from '@/domain/shipment-input';
import { now } from '../clock';
import { db, nextId } from '../db';
import { openTender } from './tender';

/** Validates and stores a new shipment of `userId`; resolves with its id. */
export async function createShipment(body: ShipmentBody, userId: number): Promise<number> {
  const t = now();
  const record = await newShipmentRecord(body, userId, t);
  const shipmentId = nextId(db.shipments.all(), (x) => x.shipmentId, 1001);
  let deliveryItemId = db.shipments
    .all()
    .reduce((m, x) => Math.max(m, ...x.shipmentList.map((d) => d.deliveryItemId)), 0);
  await db.shipments.create({
    ...record,
    shipmentId,
    shipmentList: record.shipmentList.map((stop) => ({ ...stop, deliveryItemId: ++deliveryItemId })),
    tenderEndDate: record.getPriceQuote ? await openTender(shipmentId, t) : null,
  });
  return shipmentId;
}
