// Who sees what of a shipment (docs/statuses-and-visibility.md, issues 16 and 27), in one place: the emulated server
// (mocks/services/shipments.ts) decides with these rules what it sends, the UI reads the answer
// with them, and a real server imports them as they are.
//
// - Nobody signed out sees a shipment (the tracking screen needs a signed-in user).
// - Staff (Admin) and the customer who owns it see all of it.
// - The assigned courier sees it; the full addresses, the delivery notes and the customer's phone
//   only in statuses 3 to 7 (the job is in their hands).
// - A courier who may take it (an open job: open tender or waiting for a courier, in their vehicle
//   class) sees it with the place only (city, county, district); so does the assigned courier
//   outside statuses 3 to 7.
// - Any other courier or customer does not see it at all (the server answers 404).

import { isPastStatus, ShipmentStatus as S } from './shipment-status';

/** The job is in the assigned courier's hands: statuses 3 to 7 (docs/sign-in-and-sessions.md and docs/statuses-and-visibility.md). */
export function isFullAddressVisible(status: number): boolean {
  return status >= S.AssignCourier && status <= S.Returning;
}

/** What the caller is to one shipment, as the server works it out from the session. */
export interface ShipmentViewer {
  /** Signed in with the Admin role. */
  staff: boolean;
  /** The customer who owns the shipment. */
  owner: boolean;
  /** A courier whose id is the shipment's courierId. */
  assignedCourier: boolean;
  /** A courier who may take the shipment now (isOpenJob). */
  openJob: boolean;
}

/** Nobody: a signed-out caller, or one the shipment is nothing to. */
export const NO_VIEWER: ShipmentViewer = {
  staff: false,
  owner: false,
  assignedCourier: false,
  openJob: false,
};

/** How much of a shipment the caller gets: nothing (404), the place only, or everything. */
export type ShipmentView = 'none' | 'place' | 'full';

export function shipmentView(viewer: ShipmentViewer, status: number): ShipmentView {
  if (viewer.staff || viewer.owner) return 'full';
  if (viewer.assignedCourier) return isFullAddressVisible(status) ? 'full' : 'place';
  return viewer.openJob ? 'place' : 'none';
}

/** Whether the caller may see the shipment at all (else the server answers 404, not 403). */
export function canSeeShipment(viewer: ShipmentViewer, status: number): boolean {
  return shipmentView(viewer, status) !== 'none';
}

/**
 * Why an admin cancelled and who did (issue 28), on the history steps: staff read it; the customer
 * and the courier do not.
 */
export function seesCancelReason(viewer: Pick<ShipmentViewer, 'staff'>): boolean {
  return viewer.staff;
}

/** The signed-in caller of a list, from the session. */
export interface ListCaller {
  userId: number;
  roles: readonly string[];
}

/**
 * Whether a shipment is in the caller's shipment list (GET /shipments): the current ones, or the
 * past ones (completed or cancelled) when `past`. Staff list every shipment; anyone else the ones
 * they own, and a courier also the ones assigned to them. Open jobs are not listed here (İşlerim).
 */
export function isInShipmentList(
  caller: ListCaller,
  s: { shipmentStatus: number; customerId: number; courierId: number | null },
  past: boolean,
): boolean {
  if (isPastStatus(s.shipmentStatus) !== past) return false;
  if (caller.roles.includes('Admin')) return true;
  return (
    s.customerId === caller.userId || (caller.roles.includes('Courier') && s.courierId === caller.userId)
  );
}

/** Full addresses (street, building, door, directions, phones) and the delivery notes. */
export function seesFullAddress(viewer: ShipmentViewer, status: number): boolean {
  return shipmentView(viewer, status) === 'full';
}

/**
 * The customer's phone goes to the assigned courier in statuses 3 to 7 only (issue 16): the
 * number to call when the sender left the pickup phone empty. Nobody else gets it through a shipment.
 */
export function seesCustomerPhone(viewer: ShipmentViewer, status: number): boolean {
  // Through seesFullAddress: an account both owner and assigned courier gets its own number.
  return viewer.assignedCourier && seesFullAddress(viewer, status);
}

/** The courier as the open-job rule needs them. */
export interface CourierLike {
  /** Account status: 1 is active. */
  status: number;
  workingType: number | null | undefined;
}

/** The shipment as the open-job rule needs it. */
export interface OpenJobShipment {
  shipmentStatus: number;
  vehicleType: number;
  courierId: number | null;
  /** Status 2 only: the tender is still running (in progress and before its end). */
  tenderRunning: boolean;
}

/**
 * A job a courier may take: an active courier of the shipment's vehicle class, and either a
 * running tender (2) or a shipment waiting for a courier (1, or 3 with none after a tender
 * without bids).
 */
export function isOpenJob(s: OpenJobShipment, courier: CourierLike): boolean {
  if (courier.status !== 1 || courier.workingType !== s.vehicleType) return false;
  if (s.shipmentStatus === S.InPriceQuote) return s.tenderRunning;
  return s.courierId === null && (s.shipmentStatus === S.Created || s.shipmentStatus === S.AssignCourier);
}

/** The fields of an address every viewer of the shipment gets: the place. */
export const PLACE_FIELDS = [
  'cityId',
  'countyId',
  'districtId',
  'cityName',
  'countyName',
  'districtName',
] as const;

export type Place<A> = Pick<A, Extract<keyof A, (typeof PLACE_FIELDS)[number]>>;

/** An address cut to the place (what a 'place' viewer gets). */
export function placeOnly<A extends object>(a: A): Place<A> {
  const place: Partial<Record<string, unknown>> = {};
  for (const key of PLACE_FIELDS) if (key in a) place[key] = (a as Record<string, unknown>)[key];
  return place as Place<A>;
}

/** True when the server redacted the address (a courier not assigned, or outside statuses 3-7). */
export function isRedacted(a: {
  cityId?: number;
  fullAddress?: string | null;
  streetName?: string | null;
}): boolean {
  return !a.fullAddress && !a.streetName;
}
