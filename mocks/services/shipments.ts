// Shipments as the wire shows them: visibility, courier redaction (docs/statuses-and-visibility.md), history steps.
import type { components } from '@/api/schema';
import { isQuoteRunning } from '@/domain/bid-limits';
import { historyStepsOf, shipmentWire } from '@/domain/shipment-record';
import type { Role } from '@/domain/shipment-status';
import { canSeeShipment, isOpenJob, type ShipmentViewer } from '@/domain/shipment-visibility';
import type { AuthUser } from '../auth';
import { now } from '../clock';
import { db, type ShipmentRecord } from '../db';
import { fail } from '@/domain/api-errors';
import { quoteOf } from './tender';

type Schemas = components['schemas'];

function findShipment(shipmentId: number): ShipmentRecord | undefined {
  return db.shipments.findFirst((q) => q.where({ shipmentId }));
}

const has = (auth: AuthUser | null, role: Role) => !!auth?.user.roles.includes(role);

export function isOwner(s: ShipmentRecord, auth: AuthUser | null): boolean {
  return !!auth && s.customerId === auth.user.userId;
}

export function isAssignedCourier(s: ShipmentRecord, auth: AuthUser | null): boolean {
  return !!auth && has(auth, 'Courier') && s.courierId === auth.user.userId;
}

/** A job a courier may take: open tender, or waiting for a courier, in the courier's vehicle class. */
export function isOpenJobFor(s: ShipmentRecord, auth: AuthUser | null): boolean {
  if (!auth || !has(auth, 'Courier')) return false;
  const tenderRunning = s.shipmentStatus === 2 && isQuoteRunning(quoteOf(s.shipmentId), now());
  return isOpenJob(
    { shipmentStatus: s.shipmentStatus, vehicleType: s.vehicleType, courierId: s.courierId, tenderRunning },
    { status: auth.user.status, workingType: auth.user.courier?.workingType },
  );
}

/** What the caller is to the shipment (src/domain/shipment-visibility.ts decides what that shows). */
function viewerOf(s: ShipmentRecord, auth: AuthUser | null): ShipmentViewer {
  return {
    staff: has(auth, 'Admin'),
    owner: isOwner(s, auth),
    assignedCourier: isAssignedCourier(s, auth),
    openJob: isOpenJobFor(s, auth),
  };
}

function canSee(s: ShipmentRecord, auth: AuthUser | null): boolean {
  return canSeeShipment(viewerOf(s, auth), s.shipmentStatus);
}

/** The shipment if the caller may see it, else 404 (existence is not revealed). */
export function visibleShipment(shipmentId: number, auth: AuthUser | null): ShipmentRecord {
  const s = findShipment(shipmentId);
  if (!s || !canSee(s, auth)) fail('SHIPMENT_NOT_FOUND');
  return s;
}

export { byNewest } from '@/domain/shipment-record';

export function serializeShipment(s: ShipmentRecord, auth: AuthUser | null): Schemas['Shipment'] {
  return shipmentWire(
    s,
    viewerOf(s, auth),
    (userId) => db.users.findFirst((q) => q.where({ userId }))?.phone,
  );
}

/** History steps (src/domain/shipment-record.ts), with the staff's reasons for staff. */
export function historySteps(s: ShipmentRecord, auth: AuthUser | null = null): Schemas['HistoryStep'][] {
  return historyStepsOf(s, has(auth, 'Admin'), staffName);
}

function staffName(userId: number | null): string | null {
  const user = userId === null ? undefined : db.users.findFirst((q) => q.where({ userId }));
  return user ? `${user.name} ${user.surname ?? ''}`.trim() : null;
}
