// The shipment endpoints' request bodies as a server checks them (openapi.yaml's ShipmentCreate,
// PriceRequest, ChangeStatus): shapes and bounds from ./limits. The form's rules (required
// fields, pairs that must match) are the validators' (./validators validateShipment), applied
// after these. Used by the emulated server (mocks/handlers/shipments.ts); a real server imports
// them as they are.
import * as v from 'valibot';
import {
  coordinateSchema,
  idSchema,
  intSchema,
  latitudeSchema,
  longitudeSchema,
  MAX_DELIVERIES,
  moneySchema,
  textSchema,
  type TextKind,
} from './limits';
import { vehicleOfWeightMatches, type ValidationError } from './validators';

// Shapes and bounds (src/domain/limits.ts); the form's rules (required fields, pairs that
// must match) are the domain validators' in createShipment.
const code = v.nullish(intSchema(0, 99_999));
const id = v.nullish(v.union([v.literal(0), idSchema()], 'FIELD_INVALID'));
const text = (kind: TextKind) => v.nullish(textSchema(kind));
export const addressInSchema = v.object({
  title: text('title'),
  cityId: id,
  countyId: id,
  districtId: id,
  streetName: text('addressPart'),
  doorNumber: text('addressPart'),
  block: text('addressPart'),
  floor: text('addressPart'),
  apartmentNumber: text('addressPart'),
  apartmanName: text('addressPart'),
  addressDescription: text('addressDescription'),
  fullAddress: text('fullAddress'),
  phoneNumber: text('phone'),
  worldCoordinate: v.nullish(v.object({ lat: v.nullish(latitudeSchema), long: v.nullish(longitudeSchema) })),
});
export type AddressIn = v.InferOutput<typeof addressInSchema>;

export const shipmentInSchema = v.object({
  vehicleType: code,
  weightType: code,
  paymentType: code,
  includeInsurance: v.nullish(v.boolean()),
  shipmentValue: v.nullish(moneySchema()),
  hasTransportService: v.nullish(v.boolean()),
  getPriceQuote: v.nullish(v.boolean()),
  startAddress: v.nullish(addressInSchema),
  shipmentList: v.nullish(
    v.pipe(
      v.array(v.object({ startAddress: v.nullish(addressInSchema), contentType: code, note: text('note') })),
      v.maxLength(MAX_DELIVERIES, 'TOO_MANY_DELIVERIES'),
    ),
  ),
});
export type ShipmentBody = v.InferOutput<typeof shipmentInSchema>;

export const priceInSchema = v.object({
  vehicleType: v.picklist([1, 2], 'VEHICLE_TYPE_REQUIRED'),
  weightType: v.picklist([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'WEIGHT_TYPE_REQUIRED'),
  includeInsurance: v.boolean(),
  shipmentValue: v.optional(moneySchema(), 0),
  hasTransportService: v.boolean(),
  startAddress: coordinateSchema,
  delivery: v.pipe(
    v.array(coordinateSchema),
    v.minLength(1, 'DELIVERY_REQUIRED'),
    v.maxLength(MAX_DELIVERIES, 'TOO_MANY_DELIVERIES'),
  ),
});
export type PriceBody = v.InferOutput<typeof priceInSchema>;

/**
 * A price request's rules beyond its shape: the weight of the vehicle chosen, a value to insure.
 * (The route's own check, coordinates a route can be drawn between, is the server's geo.)
 */
export function priceRequestErrors(body: PriceBody): ValidationError[] {
  const errors: ValidationError[] = vehicleOfWeightMatches(body.vehicleType, body.weightType)
    ? []
    : [{ field: 'weightType', code: 'WEIGHT_TYPE_MISMATCH' }];
  if (body.includeInsurance && !(body.shipmentValue > 0)) {
    errors.push({ field: 'shipmentValue', code: 'SHIPMENT_VALUE_REQUIRED' });
  }
  return errors;
}

export const changeStatusInSchema = v.object({
  fromState: intSchema(0, 99_999),
  toState: intSchema(0, 99_999),
  action: intSchema(0, 99_999),
  // Required with the admin's cancel only (checked in the handler, naming `reason`).
  reason: v.optional(v.nullable(v.string('FIELD_INVALID'))),
});
export type ChangeStatusBody = v.InferOutput<typeof changeStatusInSchema>;
