// A shipment as both servers hold it in memory (plain data: lira, epoch milliseconds of the server
// clock), and what the wire shows of it: the one serializer of the contract's Shipment and
// HistoryStep, with the visibility rules of shipment-visibility.ts (docs/statuses-and-visibility.md).
// The emulated server keeps these records as they are; the real server reads them from its tables.
import type { components } from '@/api/schema';
import type { WeightType } from './pricing';
import { shipmentPath, wasReturned, type HistoryEntryLike } from './shipment-history';
import { isShipmentStatus, ShipmentStatus } from './shipment-status';
import {
  placeOnly,
  seesCancelReason,
  seesCustomerPhone,
  seesFullAddress,
  type ShipmentViewer,
} from './shipment-visibility';

type Schemas = components['schemas'];

export type ShipmentStatusCode = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 40 | 50;

export interface AddressRecord {
  title: string;
  cityId: number;
  countyId: number;
  districtId: number;
  cityName: string;
  countyName: string;
  districtName: string;
  streetName?: string;
  doorNumber?: string;
  block?: string;
  floor?: string;
  apartmentNumber?: string;
  apartmanName?: string;
  addressDescription?: string;
  fullAddress: string;
  phoneNumber?: string;
  worldCoordinate: { lat: number; long: number };
}

export interface HistoryEntry {
  status: number;
  action: number | null;
  at: number;
  byUserId: number | null;
  reason?: string | null;
}

export interface ShipmentRecord {
  shipmentId: number;
  customerId: number;
  courierId: number | null;
  shipmentStatus: ShipmentStatusCode;
  vehicleType: 1 | 2;
  weightType: WeightType;
  paymentType: 1 | 2;
  includeInsurance: boolean;
  shipmentValue: number;
  hasTransportService: boolean;
  getPriceQuote: boolean;
  shipmentTotalDistance: number;
  basePrice: number;
  weightSurcharge: number;
  transportServicePrice: number;
  insurancePrice: number;
  riskSurcharge: number;
  totalPrice: number;
  shipmentPrice: number;
  acceptedTotalPrice: number | null;
  startAddress: AddressRecord;
  shipmentList: {
    deliveryItemId: number;
    startAddress: AddressRecord;
    contentType: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
    note: string;
    deliveredAt: number | null;
  }[];
  tenderEndDate: number | null;
  history: HistoryEntry[];
  createdAt: number;
  updatedAt: number;
  /** Cash the courier recorded at the door; absent: the price. */
  collectedAmount?: number | null;
}

export interface TenderRecord {
  shipmentId: number;
  /** 1 Devam Ediyor, 2 Tamamlandı. */
  status: 1 | 2;
  startDate: number;
  endDate: number;
  round: number;
}

export interface OfferRecord {
  priceQuoteOfferId: number;
  shipmentId: number;
  courierId: number;
  /** 1 Teklif Verdi, 2 İhaleden Çekildi, 3 İhaleyi Aldı. */
  offerStatus: 1 | 2 | 3;
  priceQuoteAmount: number;
  createdAt: number;
  round: number;
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

function address(a: AddressRecord, full: boolean): Schemas['Address'] {
  return full ? { ...a } : placeOnly(a);
}

/**
 * The contract's Shipment as `viewer` may see it. `customerPhone` is the customer's number, given
 * only when asked for (`seesCustomerPhone`): the assigned courier in statuses 3 to 7 (issue 16).
 */
export function shipmentWire(
  s: ShipmentRecord,
  viewer: ShipmentViewer,
  customerPhone?: (customerId: number) => string | undefined,
): Schemas['Shipment'] {
  const full = seesFullAddress(viewer, s.shipmentStatus);
  const phone = seesCustomerPhone(viewer, s.shipmentStatus) ? customerPhone?.(s.customerId) : undefined;
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
    createdAt: iso(s.createdAt) ?? '',
    updatedAt: iso(s.updatedAt) ?? '',
    ...(s.shipmentStatus === ShipmentStatus.Completed && isReturned(s) ? { returned: true } : {}),
    ...(phone ? { customerPhone: phone } : {}),
  };
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
 * History steps (docs/data-model.md): the path this shipment took (restarts and returns included),
 * then the usual steps still ahead (shipment-history.ts). Staff read why an admin cancelled and who
 * did (issue 28; `nameOf` gives the staff member's name); the customer and the courier do not.
 */
export function historyStepsOf(
  s: ShipmentRecord,
  staff: boolean,
  nameOf: (userId: number | null) => string | null,
): Schemas['HistoryStep'][] {
  const seesReason = seesCancelReason({ staff });
  return shipmentPath({
    history: reached(s),
    current: s.shipmentStatus,
    tender: s.getPriceQuote,
    payAtDoor: s.paymentType === 1,
  }).map((step) => {
    const noted = seesReason
      ? s.history.find((h) => h.reason && h.status === step.status && h.at === step.at)
      : undefined;
    return {
      statusDesc: step.label,
      complatedStatus: step.state,
      date: iso(step.at),
      shipmentStatus: step.status,
      ...(noted ? { reason: noted.reason, byName: nameOf(noted.byUserId) } : {}),
    };
  });
}
