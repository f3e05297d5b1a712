// The shipment writes as every server answers them: a new shipment from its request (POST
// /shipment), a price request's answer (POST /shipment/price), the status change's texts. A new shipment: the body checked with the form's rules
// (./validators), the places looked up in the geo data (city, county and district must exist and
// belong together), the price from the route's distance (./pricing). Moved here from the emulated
// server so that the real one makes the same record; each server gives it ids and stores it.
import * as v from 'valibot';
import { fail, failValidation } from './api-errors';
import { newWorkRefusal, type WorkingCourier } from './courier-work';
import { findCounty, listCities } from './geo/geo';
import { computePrice, type VehicleType, type WeightType } from './pricing';
import { routeDistance } from './route-distance';
import type { AddressIn, ChangeStatusBody, PriceBody, ShipmentBody } from './shipment-input';
import { priceRequestErrors } from './shipment-input';
import type { AddressRecord, HistoryEntry, ShipmentRecord } from './shipment-record';
import { ActionCode, canTransition, cancelReasonSchema, needsReason } from './shipment-status';
import { messageFor } from './validation-messages';
import { validateShipment, type ValidationError } from './validators';

/** City, county and district must exist and belong together; returns the stored address. */
async function toAddress(
  a: AddressIn,
  kind: 'START' | 'DELIVERY',
  path: string,
  errors: ValidationError[],
): Promise<AddressRecord> {
  const city = (await listCities()).find((c) => c.cityId === a.cityId);
  const county = city && a.countyId ? await findCounty(city.cityId, a.countyId) : undefined;
  const district = county?.districts.find((d) => d.districtId === a.districtId);
  if (!city) errors.push({ field: `${path}.cityId`, code: `${kind}_CITY_REQUIRED` });
  else if (!county) errors.push({ field: `${path}.countyId`, code: `${kind}_COUNTY_REQUIRED` });
  else if (!district) errors.push({ field: `${path}.districtId`, code: `${kind}_DISTRICT_REQUIRED` });
  const opt = (value: string | null | undefined) => value?.trim() ?? '';
  return {
    title: opt(a.title),
    cityId: city?.cityId ?? 0,
    countyId: county?.countyId ?? 0,
    districtId: district?.districtId ?? 0,
    cityName: city?.cityName ?? '',
    countyName: county?.countyName ?? '',
    districtName: district?.districtName ?? '',
    streetName: opt(a.streetName),
    doorNumber: opt(a.doorNumber),
    block: opt(a.block),
    floor: opt(a.floor),
    apartmentNumber: opt(a.apartmentNumber),
    apartmanName: opt(a.apartmanName),
    addressDescription: opt(a.addressDescription),
    fullAddress: opt(a.fullAddress),
    ...(a.phoneNumber ? { phoneNumber: a.phoneNumber } : {}),
    worldCoordinate: { lat: a.worldCoordinate?.lat ?? 0, long: a.worldCoordinate?.long ?? 0 },
  };
}

/**
 * The record of a new shipment of `customerId` made at `now`, or 400 VALIDATION_FAILED. Ids are
 * the storing server's: `shipmentId` and each stop's `deliveryItemId` are 0 here, and a tender
 * shipment (`getPriceQuote`, status 2) has its tender opened (and `tenderEndDate` set) by it.
 */
export async function newShipmentRecord(
  body: ShipmentBody,
  customerId: number,
  now: number,
): Promise<ShipmentRecord> {
  const errors: ValidationError[] = validateShipment(body as Parameters<typeof validateShipment>[0]);
  const placeErrors: ValidationError[] = [];
  const startAddress = await toAddress(body.startAddress ?? {}, 'START', 'startAddress', placeErrors);
  const deliveries = await Promise.all(
    (body.shipmentList ?? []).map((item, i) =>
      toAddress(item.startAddress ?? {}, 'DELIVERY', `shipmentList[${i}].startAddress`, placeErrors),
    ),
  );
  // A place error only matters where the form rules did not already flag the field.
  for (const e of placeErrors) if (!errors.some((x) => x.field === e.field)) errors.push(e);
  if (errors.length > 0) failValidation(errors);

  const vehicleType = body.vehicleType as VehicleType;
  const weightType = body.weightType as WeightType;
  const route = routeDistance(
    startAddress.worldCoordinate,
    deliveries.map((d) => d.worldCoordinate),
  );
  const includeInsurance = body.includeInsurance ?? false;
  const hasTransportService = body.hasTransportService ?? false;
  const getPriceQuote = body.getPriceQuote ?? false;
  const price = computePrice({
    vehicleType,
    weightType,
    distanceKm: route.totalDistanceKm,
    includeInsurance,
    shipmentValue: body.shipmentValue ?? 0,
    hasTransportService,
  });
  const history: HistoryEntry[] = [{ status: 1, action: null, at: now, byUserId: customerId }];
  if (getPriceQuote) history.push({ status: 2, action: null, at: now, byUserId: customerId });
  return {
    shipmentId: 0,
    customerId,
    courierId: null,
    shipmentStatus: getPriceQuote ? 2 : 1,
    vehicleType,
    weightType,
    paymentType: 1,
    includeInsurance,
    shipmentValue: includeInsurance ? (body.shipmentValue ?? 0) : 0,
    hasTransportService,
    getPriceQuote,
    shipmentTotalDistance: route.totalDistanceKm,
    ...price,
    acceptedTotalPrice: null,
    startAddress,
    shipmentList: deliveries.map((d, i) => ({
      deliveryItemId: 0,
      startAddress: d,
      contentType: (body.shipmentList?.[i]?.contentType ?? 8) as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8,
      note: body.shipmentList?.[i]?.note?.trim() ?? '',
      deliveredAt: null,
    })),
    tenderEndDate: null,
    history,
    createdAt: now,
    updatedAt: now,
  };
}

/** POST /shipment/price's answer: the route's distance and the price, or 400 VALIDATION_FAILED. */
export function priceAnswer(body: PriceBody) {
  const errors = priceRequestErrors(body);
  const route = routeDistance(body.startAddress, body.delivery);
  if (route.resultCode !== 1) errors.push({ field: 'startAddress', code: 'START_COORDINATES_REQUIRED' });
  if (errors.length > 0) failValidation(errors);
  return {
    distanceKm: route.totalDistanceKm,
    ...computePrice({ ...body, distanceKm: route.totalDistanceKm }),
  };
}

/** The answer's message of a status change and of a stop delivered. */
export const STATUS_CHANGED = { infoType: 'Success', text1: 'İşlem gerçekleşti.', httpStatus: 200 } as const;

/** 422 for an Idempotency-Key used before for another status change (or stop). */
export const STATUS_KEY_MISMATCH =
  'Bu istek anahtarı başka bir durum değişikliği için kullanılmış. Lütfen sayfayı yenileyip tekrar deneyiniz.';

/** The caller of a status change as its rules read them. */
export interface StatusChanger extends WorkingCourier {
  roles: readonly string[];
  isOwner: boolean;
  isAssignedCourier: boolean;
}

/**
 * Whether `caller` may make this status change to `s`, for both servers: the admin's cancel says
 * why (issue 28), the status the caller saw is still the shipment's, the transition table allows it
 * (src/domain/shipment-status.ts canTransition), and a courier taking a job may take new work
 * ("İşe Açığım", issue 28). Throws the refusal; returns the reason to record (or null).
 */
export function checkStatusChange(
  s: ShipmentRecord,
  body: ChangeStatusBody,
  caller: StatusChanger,
): string | null {
  let reason: string | null = null;
  if (needsReason(body.action)) {
    const parsed = v.safeParse(cancelReasonSchema, body.reason ?? '');
    if (!parsed.success) failValidation([{ field: 'reason', code: parsed.issues[0].message }]);
    reason = parsed.output;
  }
  if (body.fromState !== s.shipmentStatus)
    fail('INVALID_TRANSITION', 'Gönderinin durumu değişmiş. Lütfen sayfayı yenileyiniz.');
  const check = canTransition(body.fromState, body.toState, body.action, caller.roles, {
    isOwner: caller.isOwner,
    isAssignedCourier: caller.isAssignedCourier,
    hasCourier: s.courierId !== null,
    getPriceQuote: s.getPriceQuote,
    payAtDoor: s.paymentType === 1,
  });
  if (!check.ok) fail('INVALID_TRANSITION', messageFor(check.code));
  if (body.action === ActionCode.Accept) {
    // Issue 28: "İşe Açığım" off takes no new work (jobs in hand carry on).
    const refusal = newWorkRefusal(caller, s.vehicleType);
    if (refusal) fail(refusal);
  }
  return reason;
}
