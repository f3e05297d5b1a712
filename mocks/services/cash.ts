// Cash at the door (issue 27): one definition for the admin home, Mutabakat, the handovers and the
// courier's summary. A completed pay-at-door shipment should bring its price (expected); its cash
// is what the courier recorded at the door. It stays open until a handover settles it.
import type { components } from '@/api/schema';
import { sumMoney } from '@/domain/limits';
import { ShipmentStatus } from '@/domain/shipment-status';
import { bringsDoorCash, type DoorCashLine } from '@/domain/wallet';
import { db, type ShipmentRecord } from '../db';
import { istanbulDay } from './listing';
import { findUser, fullName } from './users';

type Schemas = components['schemas'];

/** When a completed shipment was completed (its last move to 40). */
export const completedAt = (s: ShipmentRecord) =>
  s.history.findLast((h) => h.status === ShipmentStatus.Completed)?.at ?? s.updatedAt;
/** What a shipment costs: the accepted tender price, else the listed price. */
export const priceOf = (s: ShipmentRecord) => s.acceptedTotalPrice ?? s.totalPrice;

/**
 * Cash a pay-at-door shipment brought: what the courier recorded at the door, else the price when
 * the payment step (5) was taken, else nothing.
 */
function collectedOf(s: ShipmentRecord): number {
  if (s.collectedAmount !== undefined && s.collectedAmount !== null) return s.collectedAmount;
  return s.history.some((h) => h.status === ShipmentStatus.Payment) ? priceOf(s) : 0;
}

/** The handover that settled each shipment. */
function settledBy(): Map<number, number> {
  const by = new Map<number, number>();
  for (const h of db.cashHandovers.all()) for (const id of h.shipmentIds) by.set(id, h.handoverId);
  return by;
}

/** Every completed pay-at-door shipment (src/domain/wallet.ts bringsDoorCash), oldest completion first. */
export function doorCashLines(): DoorCashLine[] {
  const settled = settledBy();
  return db.shipments
    .all()
    .filter(bringsDoorCash)
    .map((s) => ({
      shipmentId: s.shipmentId,
      courierId: s.courierId,
      completedAt: completedAt(s),
      day: istanbulDay(completedAt(s)),
      expected: priceOf(s),
      collected: collectedOf(s),
      handoverId: settled.get(s.shipmentId) ?? null,
    }))
    .sort((a, b) => a.completedAt - b.completedAt || a.shipmentId - b.shipmentId);
}

const staffName = (userId: number) => {
  const user = findUser(userId);
  return user ? fullName(user) : '';
};

export function handoverOut(h: ReturnType<typeof db.cashHandovers.all>[number]): Schemas['CashHandover'] {
  const courier = findUser(h.courierId);
  return {
    handoverId: h.handoverId,
    courierId: h.courierId,
    courierName: courier ? fullName(courier) : '',
    date: h.date,
    amount: h.amount,
    expected: h.expected,
    collected: h.collected,
    difference: sumMoney([h.amount, -h.expected]),
    note: h.note,
    staffName: staffName(h.staffUserId),
    shipmentIds: h.shipmentIds,
    createdAt: new Date(h.createdAt).toISOString(),
  };
}
