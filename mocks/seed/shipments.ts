// Seed shipments (demo/shipments.ts), stored in the emulated server's memory.
import { demoShipments } from '../../demo/shipments';
import { db } from '../db';

export async function seedShipments(base: number): Promise<void> {
  const { shipments, tenders, offers } = await demoShipments(base);
  for (const shipment of shipments) await db.shipments.create(shipment);
  for (const tender of tenders) await db.priceQuotes.create(tender);
  for (const offer of offers) await db.offers.create(offer);
}
