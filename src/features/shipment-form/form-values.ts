// The shipment form's values, and their conversion from a stored shipment and to the request.
import type { components } from '@/api/schema';
import { parseMoney } from '@/domain/money-parse';
import { defaultWeightFor } from '@/domain/params';
import type { VehicleType, WeightType } from '@/domain/pricing';
import {
  addressFromApi,
  addressToApi,
  emptyAddress,
  type AddressValues,
} from '@/lib/addresses/address-values';

type Shipment = components['schemas']['Shipment'];
type ShipmentInput = components['schemas']['ShipmentInput'];

/** docs/screens-and-routes.md: Create=1, Update=2, View=4 (read-only). */
export const FormMode = { Create: 1, Update: 2, View: 4 } as const;
export type FormMode = (typeof FormMode)[keyof typeof FormMode];

export interface DeliveryValues {
  /** Stable React key of the stop (moving stops keeps their inputs). */
  key: string;
  contentType: number;
  note: string;
  startAddress: AddressValues;
}

export interface ShipmentFormValues {
  vehicleType: number;
  weightType: number;
  paymentType: number;
  includeInsurance: boolean;
  /** Declared value in TRY; '' while the field is empty. */
  shipmentValue: number | string;
  hasTransportService: boolean;
  getPriceQuote: boolean;
  /** Step 7 (guests only): the phone that signs in by SMS. */
  guestPhone: string;
  startAddress: AddressValues;
  shipmentList: DeliveryValues[];
}

let keySeed = 0;
function newKey(): string {
  keySeed += 1;
  return `d${Date.now().toString(36)}${keySeed}`;
}

export function emptyDelivery(): DeliveryValues {
  return { key: newKey(), contentType: 0, note: '', startAddress: emptyAddress() };
}

export function initialValues(): ShipmentFormValues {
  return {
    vehicleType: 1,
    weightType: defaultWeightFor(1),
    paymentType: 1,
    includeInsurance: false,
    shipmentValue: '',
    hasTransportService: false,
    getPriceQuote: false,
    guestPhone: '',
    startAddress: emptyAddress(),
    shipmentList: [emptyDelivery()],
  };
}

export function fromShipment(s: Shipment): ShipmentFormValues {
  return {
    vehicleType: s.vehicleType,
    weightType: s.weightType,
    paymentType: s.paymentType,
    includeInsurance: s.includeInsurance,
    shipmentValue: s.shipmentValue ?? '',
    hasTransportService: s.hasTransportService,
    getPriceQuote: s.getPriceQuote,
    guestPhone: '',
    startAddress: addressFromApi(s.startAddress),
    shipmentList: s.shipmentList.map((item) => ({
      key: newKey(),
      contentType: item.contentType,
      note: item.note ?? '',
      startAddress: addressFromApi(item.startAddress),
    })),
  };
}

/** The declared value as a number; text (a draft saved by an older version) is read the Turkish way. */
export function shipmentValueNumber(v: ShipmentFormValues): number {
  if (typeof v.shipmentValue === 'number') return Number.isFinite(v.shipmentValue) ? v.shipmentValue : 0;
  const parsed = parseMoney(v.shipmentValue);
  return parsed.ok ? parsed.value : 0;
}

/** The plain shape the domain validators read. */
export function toValidationInput(v: ShipmentFormValues) {
  return {
    vehicleType: v.vehicleType,
    weightType: v.weightType,
    paymentType: v.paymentType,
    includeInsurance: v.includeInsurance,
    shipmentValue: shipmentValueNumber(v),
    startAddress: v.startAddress,
    shipmentList: v.shipmentList.map((d) => ({
      contentType: d.contentType,
      note: d.note,
      startAddress: d.startAddress,
    })),
  };
}

export interface ComputedPrice {
  distanceKm: number;
  totalPrice: number;
  insurancePrice: number;
  transportServicePrice: number;
}

/** The POST /shipment body (the server recomputes the prices). */
export function toShipmentInput(v: ShipmentFormValues, price?: ComputedPrice): ShipmentInput {
  const note = (s: string) => (s.trim() ? s.trim() : undefined);
  return {
    vehicleType: v.vehicleType as VehicleType,
    weightType: v.weightType as WeightType,
    paymentType: v.paymentType as ShipmentInput['paymentType'],
    includeInsurance: v.includeInsurance,
    ...(v.includeInsurance ? { shipmentValue: shipmentValueNumber(v) } : {}),
    hasTransportService: v.hasTransportService,
    getPriceQuote: v.getPriceQuote,
    ...(price
      ? {
          shipmentTotalDistance: price.distanceKm,
          totalPrice: price.totalPrice,
          insurancePrice: price.insurancePrice,
          transportServicePrice: price.transportServicePrice,
        }
      : {}),
    startAddress: addressToApi(v.startAddress),
    shipmentList: v.shipmentList.map((d) => ({
      startAddress: addressToApi(d.startAddress),
      contentType: d.contentType as ShipmentInput['shipmentList'][number]['contentType'],
      note: note(d.note),
    })),
  };
}
