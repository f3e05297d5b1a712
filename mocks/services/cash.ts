// Cash at the door (issue 27): one definition for the admin home, Mutabakat, the handovers and the
// courier's summary. A completed pay-at-door shipment should bring its price (expected); its cash
// is what the courier recorded at the door. It stays open until a handover settles it.
import type { components } from '@/api/schema';
import { ShipmentStatus } from '@/domain/shipment-status';
import {
  bringsDoorCash,
  byCompletion,
  cashHandoverWire,
  doorCashLine,
  type DoorCashLine,
} from '@/domain/wallet';
import { db, type ShipmentRecord } from '../db';
import { findUser, fullName } from './users';

type Schemas = components['schemas'];

/** When a completed shipment was completed (its last move to 40). */
export const completedAt = (s: ShipmentRecord) =>
  s.history.findLast((h) => h.status === ShipmentStatus.Completed)?.at ?? s.updatedAt;
/** What a shipment costs: the accepted tender price, else the listed price. */
export const priceOf = (s: ShipmentRecord) => s.acceptedTotalPrice ?? s.totalPrice;

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
    .map((s) =>
      doorCashLine({
        shipmentId: s.shipmentId,
        courierId: s.courierId,
        completedAt: completedAt(s),
        price: priceOf(s),
        collectedAmount: s.collectedAmount,
        paymentStepTaken: s.history.some((h) => h.status === ShipmentStatus.Payment),
        handoverId: settled.get(s.shipmentId) ?? null,
      }),
    )
    .sort(byCompletion);
}

const staffName = (userId: number) => {
  const user = findUser(userId);
  return user ? fullName(user) : '';
};

export function handoverOut(h: ReturnType<typeof db.cashHandovers.all>[number]): Schemas['CashHandover'] {
  const courier = findUser(h.courierId);
  return cashHandoverWire({
    ...h,
    courierName: courier ? fullName(courier) : '',
    staffName: staffName(h.staffUserId),
  });
}
