// Shipments as the wire shows them: visibility, courier redaction (docs/statuses-and-visibility.md), history steps.
import type { components } from '@/api/schema';
import { isQuoteRunning } from '@/domain/bid-limits';
import { shipmentPath, wasReturned, type HistoryEntryLike } from '@/domain/shipment-history';
import { isShipmentStatus, ShipmentStatus, type Role } from '@/domain/shipment-status';
import {
  canSeeShipment,
  isOpenJob,
  placeOnly,
  seesCancelReason,
  seesCustomerPhone,
  seesFullAddress,
  type ShipmentViewer,
} from '@/domain/shipment-visibility';
import type { AuthUser } from '../auth';
import { iso, now } from '../clock';
import { db, type AddressRecord, type ShipmentRecord } from '../db';
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

function address(a: AddressRecord, full: boolean): Schemas['Address'] {
  return full ? { ...a } : placeOnly(a);
}

export function serializeShipment(s: ShipmentRecord, auth: AuthUser | null): Schemas['Shipment'] {
  const viewer = viewerOf(s, auth);
  const full = seesFullAddress(viewer, s.shipmentStatus);
  return {
    shipmentId: s.shipmentId,
    shipmentStatus: s.shipmentStatus,
    vehicleType: s.vehicleType,
    weightType: s.weightType,
    paymentType: s.paymentType,
    includeInsurance: s.includeInsurance,
    shipmentValue: s.shipmentValue,
    insurancePrice: s.insurancePrice,
    hasTransportService: s.hasTransportService,
    transportServicePrice: s.transportServicePrice,
    getPriceQuote: s.getPriceQuote,
    shipmentTotalDistance: s.shipmentTotalDistance,
    totalPrice: s.totalPrice,
    acceptedTotalPrice: s.acceptedTotalPrice,
    courierId: s.courierId,
    customerId: s.customerId,
    startAddress: address(s.startAddress, full),
    shipmentList: s.shipmentList.map((item) => ({
      deliveryItemId: item.deliveryItemId,
      startAddress: address(item.startAddress, full),
      contentType: item.contentType,
      ...(full ? { note: item.note } : {}),
      deliveredAt: iso(item.deliveredAt),
    })),
    priceBreakdown: {
      distanceKm: Math.round(s.shipmentTotalDistance),
      basePrice: s.basePrice,
      weightSurcharge: s.weightSurcharge,
      transportServicePrice: s.transportServicePrice,
      insurancePrice: s.insurancePrice,
      riskSurcharge: s.riskSurcharge,
      totalPrice: s.totalPrice,
      shipmentPrice: s.shipmentPrice,
    },
    tenderEndDate: iso(s.tenderEndDate),
    createdAt: iso(s.createdAt),
    updatedAt: iso(s.updatedAt),
    ...(s.shipmentStatus === ShipmentStatus.Completed && isReturned(s) ? { returned: true } : {}),
    ...customerPhoneFor(s, seesCustomerPhone(viewer, s.shipmentStatus)),
  };
}

/**
 * The customer's phone for the assigned courier in statuses 3 to 7 only (issue 16): the number to
 * call when the sender left the pickup phone empty. Nobody else gets it through a shipment.
 */
function customerPhoneFor(s: ShipmentRecord, sees: boolean): { customerPhone?: string } {
  if (!sees) return {};
  const phone = db.users.findFirst((q) => q.where({ userId: s.customerId }))?.phone;
  return phone ? { customerPhone: phone } : {};
}

/** Newest first. */
export function byNewest(a: ShipmentRecord, b: ShipmentRecord): number {
  return b.createdAt - a.createdAt || b.shipmentId - a.shipmentId;
}

/** The statuses a shipment reached, oldest first (stored entries hold plain numbers). */
function reached(s: ShipmentRecord): HistoryEntryLike[] {
  return s.history.flatMap((h) => (isShipmentStatus(h.status) ? [{ status: h.status, at: h.at }] : []));
}

/** A shipment that ended (40) through a return (7) rather than a delivery. */
const isReturned = (s: ShipmentRecord) => wasReturned(reached(s));

/**
 * History steps (docs/data-model.md): the path this shipment took (restarts and returns included), then the
 * usual steps still ahead (src/domain/shipment-history.ts).
 */
export function historySteps(s: ShipmentRecord, auth: AuthUser | null = null): Schemas['HistoryStep'][] {
  // Staff read why an admin cancelled and who did (issue 28); the customer and the courier do not.
  const staff = seesCancelReason({ staff: has(auth, 'Admin') });
  return shipmentPath({
    history: reached(s),
    current: s.shipmentStatus,
    tender: s.getPriceQuote,
    payAtDoor: s.paymentType === 1,
  }).map((step) => {
    const noted = staff
      ? s.history.find((h) => h.reason && h.status === step.status && h.at === step.at)
      : undefined;
    return {
      statusDesc: step.label,
      complatedStatus: step.state,
      date: iso(step.at),
      shipmentStatus: step.status,
      ...(noted ? { reason: noted.reason, byName: staffName(noted.byUserId) } : {}),
    };
  });
}

function staffName(userId: number | null): string | null {
  const user = userId === null ? undefined : db.users.findFirst((q) => q.where({ userId }));
  return user ? `${user.name} ${user.surname ?? ''}`.trim() : null;
}
