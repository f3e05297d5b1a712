// Admin: today's figures on the admin home (GET /admin/dashboard). Role Admin.
import { ShipmentStatus } from '@/domain/shipment-status';
import { roundMoney } from '@/domain/pricing';
import { now } from '../clock';
import { db } from '../db';
import { handle, ok } from '../handle';
import { http } from '../http';
import { istanbulDay } from '../services/listing';

const admin = { roles: ['Admin'] } as const;

/**
 * Cash couriers collected at the door (payment type 1, the Ödeme step reached) for completed
 * shipments whose completion day has no accounting run yet: what staff still have to reconcile.
 */
export function unreconciledCash(): { amount: number; shipmentCount: number; oldestDay: string | null } {
  const runDays = new Set(db.accountingRuns.all().map((r) => r.date));
  const lines = db.shipments
    .all()
    .filter((s) => s.shipmentStatus === ShipmentStatus.Completed && s.paymentType === 1)
    .filter((s) => s.history.some((h) => h.status === ShipmentStatus.Payment))
    .map((s) => ({
      day: istanbulDay(s.history.findLast((h) => h.status === ShipmentStatus.Completed)?.at ?? s.updatedAt),
      amount: s.acceptedTotalPrice ?? s.totalPrice,
    }))
    .filter((l) => !runDays.has(l.day));
  return {
    amount: roundMoney(lines.reduce((sum, l) => sum + l.amount, 0)),
    shipmentCount: lines.length,
    oldestDay: lines.map((l) => l.day).sort()[0] ?? null,
  };
}

export const adminDashboardHandlers = [
  http.get(
    '/admin/dashboard',
    handle(admin, () => {
      const day = istanbulDay(now());
      const shipments = db.shipments.all();
      return ok({
        day,
        // Drafts (0) are not orders yet.
        newShipmentsToday: shipments.filter(
          (s) => s.shipmentStatus !== ShipmentStatus.Preparing && istanbulDay(s.createdAt) === day,
        ).length,
        openTenders: shipments.filter((s) => s.shipmentStatus === ShipmentStatus.InPriceQuote).length,
        pendingApprovals: db.users.all().filter((u) => u.status === 2 && u.courier).length,
        unreconciledCash: unreconciledCash(),
      });
    }),
  ),
];
