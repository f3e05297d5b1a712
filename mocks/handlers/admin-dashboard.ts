// Admin: today's figures on the admin home (GET /admin/dashboard). Role Admin.
import { awaitsApproval } from '@/domain/member-status';
import { ShipmentStatus } from '@/domain/shipment-status';
import { openCashOf } from '@/domain/wallet';
import { now } from '../clock';
import { db } from '../db';
import { handle, ok } from '../handle';
import { http } from '../http';
import { doorCashLines } from '../services/cash';
import { istanbulDay } from '../services/listing';

const admin = { roles: ['Admin'] } as const;

/**
 * Cash at the door not yet handed over (issue 27): the cash couriers recorded for completed
 * pay-at-door shipments that no handover settled yet, as Mutabakat counts it (services/cash.ts).
 * An accounting run does not clear it: only a handover does.
 */
function unreconciledCash(): { amount: number; shipmentCount: number; oldestDay: string | null } {
  const open = openCashOf(doorCashLines());
  return { amount: open.collected, shipmentCount: open.shipmentCount, oldestDay: open.oldestDay };
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
        pendingApprovals: db.users.all().filter(awaitsApproval).length,
        unreconciledCash: unreconciledCash(),
      });
    }),
  ),
];
