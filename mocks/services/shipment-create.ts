// Creating a shipment in the emulated server: the body checked with the domain's rules
// (src/domain/shipment-input.ts, validators), the places looked up in the mock's geo data, the
// price from the route's distance, the record stored (and its tender opened).
import { computePrice, type VehicleType, type WeightType } from '@/domain/pricing';
import type { AddressIn, ShipmentBody } from '@/domain/shipment-input';
import { validateShipment, type ValidationError } from '@/domain/validators';
import { now } from '../clock';
import { db, nextId, type AddressRecord } from '../db';
import { failValidation } from '@/domain/api-errors';
import { findCounty, listCities } from '@/domain/geo/geo';
import { routeDistance } from '@/domain/route-distance';
import { openTender } from './tender';

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

/** Validates and stores a new shipment of `userId`; resolves with its id. */
export async function createShipment(body: ShipmentBody, userId: number): Promise<number> {
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
  const t = now();
  const shipmentId = nextId(db.shipments.all(), (x) => x.shipmentId, 1001);
  let deliveryItemId = db.shipments
    .all()
    .reduce((m, x) => Math.max(m, ...x.shipmentList.map((d) => d.deliveryItemId)), 0);
  const history = [{ status: 1, action: null, at: t, byUserId: userId }];
  if (getPriceQuote) history.push({ status: 2, action: null, at: t, byUserId: userId });
  await db.shipments.create({
    shipmentId,
    customerId: userId,
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
      deliveryItemId: ++deliveryItemId,
      startAddress: d,
      contentType: (body.shipmentList?.[i]?.contentType ?? 8) as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8,
      note: body.shipmentList?.[i]?.note?.trim() ?? '',
      deliveredAt: null,
    })),
    tenderEndDate: getPriceQuote ? await openTender(shipmentId, t) : null,
    history,
    createdAt: t,
    updatedAt: t,
  });
  return shipmentId;
}
