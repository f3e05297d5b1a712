// Shipments: create (server-side validation with the form's rules, price from the geo distance,
// Idempotency-Key honoured), price, lists, read, history and status changes through the one
// transition table of src/domain.
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
} from '@/domain/limits';
import { canonicalJson } from '@/domain/idempotency';
import { computePrice, type VehicleType, type WeightType } from '@/domain/pricing';
import {
  ActionCode,
  canTransition,
  cancelReasonSchema,
  needsReason,
  ShipmentStatus,
  type ShipmentStatusCode,
} from '@/domain/shipment-status';
import { messageFor } from '@/domain/validation-messages';
import { validateShipment, vehicleOfWeightMatches, type ValidationError } from '@/domain/validators';
import type { AuthUser } from '../auth';
import { now } from '../clock';
import { db, nextId, type AddressRecord, type ShipmentRecord } from '../db';
import { fail, failValidation } from '../errors';
import { listCities, findCounty } from '../geo/geo';
import { routeDistance } from '@/domain/route-distance';
import { created, handle, idParam, ok } from '../handle';
import { http } from '../http';
import {
  byNewest,
  historySteps,
  isAssignedCourier,
  isOwner,
  isPast,
  serializeShipment,
  visibleShipment,
} from '../services/shipments';
import { closeTender, openTender } from '../services/tender';

// Shapes and bounds (src/domain/limits.ts); the form's rules (required fields, pairs that
// must match) are the domain validators' in createShipment.
const code = v.nullish(intSchema(0, 99_999));
const id = v.nullish(v.union([v.literal(0), idSchema()], 'FIELD_INVALID'));
const text = (kind: TextKind) => v.nullish(textSchema(kind));
const addressIn = v.object({
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
type AddressIn = v.InferOutput<typeof addressIn>;

const shipmentIn = v.object({
  vehicleType: code,
  weightType: code,
  paymentType: code,
  includeInsurance: v.nullish(v.boolean()),
  shipmentValue: v.nullish(moneySchema()),
  hasTransportService: v.nullish(v.boolean()),
  getPriceQuote: v.nullish(v.boolean()),
  startAddress: v.nullish(addressIn),
  shipmentList: v.nullish(
    v.pipe(
      v.array(v.object({ startAddress: v.nullish(addressIn), contentType: code, note: text('note') })),
      v.maxLength(MAX_DELIVERIES, 'TOO_MANY_DELIVERIES'),
    ),
  ),
});

const priceIn = v.object({
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

const changeStatusIn = v.object({
  fromState: intSchema(0, 99_999),
  toState: intSchema(0, 99_999),
  action: intSchema(0, 99_999),
  // Required with the admin's cancel only (checked in the handler, naming `reason`).
  reason: v.optional(v.nullable(v.string('FIELD_INVALID'))),
});

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

function listFor(auth: AuthUser, past: boolean): ShipmentRecord[] {
  const { userId, roles } = auth.user;
  return db.shipments
    .findMany((q) =>
      q.where((s) => {
        if (isPast(s) !== past) return false;
        if (roles.includes('Admin')) return true;
        return s.customerId === userId || (roles.includes('Courier') && s.courierId === userId);
      }),
    )
    .sort(byNewest);
}

type ShipmentBody = v.InferOutput<typeof shipmentIn>;

/** Validates and stores a new shipment of `userId`; resolves with its id. */
async function createShipment(body: ShipmentBody, userId: number): Promise<number> {
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

// Creations in progress by Idempotency-Key: a second request with the key (a double click, a
// retry racing the first) waits for the first instead of creating another shipment.
const creating = new Map<string, { userId: number; fingerprint: string; shipmentId: Promise<number> }>();

const statusChanged = { infoType: 'Success', text1: 'İşlem gerçekleşti.', httpStatus: 200 } as const;
const STATUS_KEY_MISMATCH =
  'Bu istek anahtarı başka bir durum değişikliği için kullanılmış. Lütfen sayfayı yenileyip tekrar deneyiniz.';

/**
 * A write already answered under this Idempotency-Key: its first answer again (a resend from the
 * outbox, a lost answer), checked before the write's own rules, since the shipment has moved on
 * because of that very request. Another user's key is 409, another request's 422.
 */
function replayed(key: string | null, userId: number, fingerprint: string): { answer: unknown } | null {
  const seen = key ? db.idempotencyKeys.findFirst((q) => q.where({ key })) : undefined;
  if (!seen) return null;
  if (seen.userId !== userId) fail('IDEMPOTENCY_KEY_REUSED');
  if (seen.fingerprint !== fingerprint) fail('IDEMPOTENCY_KEY_MISMATCH', STATUS_KEY_MISMATCH);
  return { answer: JSON.parse(seen.answer ?? 'null') };
}

async function remember(
  key: string | null,
  userId: number,
  shipmentId: number,
  fingerprint: string,
  answer: unknown,
): Promise<void> {
  if (!key) return;
  await db.idempotencyKeys.create({
    key,
    userId,
    shipmentId,
    fingerprint,
    answer: JSON.stringify(answer),
    createdAt: now(),
  });
}

export const shipmentHandlers = [
  http.post(
    '/shipment',
    handle({ roles: ['Customer'], body: shipmentIn }, async ({ body, auth, request }) => {
      const userId = auth.user.userId;
      const key = request.headers.get('idempotency-key');
      if (!key) return created({ shipmentId: await createShipment(body, userId) });
      // The same key answers the shipment it created first (201, the same body), for its owner;
      // with another body it is refused (422, as the IETF idempotency-key draft and Stripe do).
      const fingerprint = canonicalJson(body);
      const seen = db.idempotencyKeys.findFirst((q) => q.where({ key })) ?? creating.get(key);
      if (seen && seen.userId !== userId) fail('IDEMPOTENCY_KEY_REUSED');
      if (seen && seen.fingerprint !== undefined && seen.fingerprint !== fingerprint) {
        fail('IDEMPOTENCY_KEY_MISMATCH');
      }
      if (seen) return created({ shipmentId: await seen.shipmentId });
      const shipmentId = createShipment(body, userId).then(async (id) => {
        await db.idempotencyKeys.create({ key, userId, shipmentId: id, fingerprint, createdAt: now() });
        return id;
      });
      creating.set(key, { userId, fingerprint, shipmentId });
      try {
        return created({ shipmentId: await shipmentId });
      } finally {
        creating.delete(key);
      }
    }),
  ),

  http.post(
    '/shipment/price',
    handle({ auth: 'public', body: priceIn }, ({ body }) => {
      const errors: ValidationError[] = vehicleOfWeightMatches(body.vehicleType, body.weightType)
        ? []
        : [{ field: 'weightType', code: 'WEIGHT_TYPE_MISMATCH' }];
      if (body.includeInsurance && !(body.shipmentValue > 0)) {
        errors.push({ field: 'shipmentValue', code: 'SHIPMENT_VALUE_REQUIRED' });
      }
      const route = routeDistance(body.startAddress, body.delivery);
      if (route.resultCode !== 1) errors.push({ field: 'startAddress', code: 'START_COORDINATES_REQUIRED' });
      if (errors.length > 0) failValidation(errors);
      const price = computePrice({ ...body, distanceKm: route.totalDistanceKm });
      return ok({ distanceKm: route.totalDistanceKm, ...price });
    }),
  ),

  http.get(
    '/shipment/active',
    handle({}, ({ auth }) => ok(listFor(auth, false).map((s) => serializeShipment(s, auth)))),
  ),

  http.get(
    '/shipment/past',
    handle({}, ({ auth }) => ok(listFor(auth, true).map((s) => serializeShipment(s, auth)))),
  ),

  http.get(
    '/shipment/{shipmentId}',
    handle({}, ({ params, auth }) => {
      const s = visibleShipment(idParam(params.shipmentId, 'SHIPMENT_NOT_FOUND'), auth);
      return ok(serializeShipment(s, auth));
    }),
  ),

  http.get(
    '/shipment/{shipmentId}/history',
    handle({}, ({ params, auth }) =>
      ok(historySteps(visibleShipment(idParam(params.shipmentId, 'SHIPMENT_NOT_FOUND'), auth), auth)),
    ),
  ),

  // A multi-stop shipment is delivered stop by stop (issue 16): each stop gets its own time; the
  // last one moves the shipment 6 → 40 through the table's "Teslim Ettim" row (3400).
  http.put(
    '/shipment/{shipmentId}/deliveries/{deliveryItemId}/delivered',
    handle({}, async ({ params, auth, request }) => {
      const shipment = visibleShipment(idParam(params.shipmentId, 'SHIPMENT_NOT_FOUND'), auth);
      const stopId = idParam(params.deliveryItemId, 'DELIVERY_NOT_FOUND');
      const key = request.headers.get('idempotency-key');
      const fingerprint = `stop-delivered ${shipment.shipmentId} ${stopId}`;
      const replay = replayed(key, auth.user.userId, fingerprint);
      if (replay) return ok(replay.answer, statusChanged);
      const stop = shipment.shipmentList.find((d) => d.deliveryItemId === stopId);
      if (!stop) fail('DELIVERY_NOT_FOUND');
      if (!isAssignedCourier(shipment, auth)) fail('INVALID_TRANSITION', messageFor('NOT_ASSIGNED_COURIER'));
      if (shipment.shipmentStatus !== ShipmentStatus.Delivering) fail('INVALID_TRANSITION');
      if (stop.deliveredAt !== null) fail('STOP_ALREADY_DELIVERED');
      const t = now();
      const last = shipment.shipmentList.every((d) => d.deliveryItemId === stopId || d.deliveredAt !== null);
      const finish =
        last &&
        canTransition(
          shipment.shipmentStatus,
          ShipmentStatus.Completed,
          ActionCode.Deliver,
          auth.user.roles,
          {
            isAssignedCourier: true,
          },
        ).ok;
      const updated = await db.shipments.update((q) => q.where({ shipmentId: shipment.shipmentId }), {
        data(s) {
          for (const item of s.shipmentList) if (item.deliveryItemId === stopId) item.deliveredAt = t;
          if (finish) {
            s.shipmentStatus = ShipmentStatus.Completed;
            s.history.push({
              status: ShipmentStatus.Completed,
              action: ActionCode.Deliver,
              at: t,
              byUserId: auth.user.userId,
            });
          }
          s.updatedAt = t;
        },
      });
      if (!updated) fail('SHIPMENT_NOT_FOUND');
      const answer = serializeShipment(updated, auth);
      await remember(key, auth.user.userId, shipment.shipmentId, fingerprint, answer);
      return ok(answer, statusChanged);
    }),
  ),

  http.put(
    '/shipment/{shipmentId}/change-status',
    handle({ body: changeStatusIn }, async ({ params, auth, body, request }) => {
      const shipment = visibleShipment(idParam(params.shipmentId, 'SHIPMENT_NOT_FOUND'), auth);
      const user = auth.user;
      // The same key answers what it answered first (a resend from the outbox, a lost answer), before
      // the transition is checked again: the status has moved on because of that very request.
      const key = request.headers.get('idempotency-key');
      const fingerprint = `change-status ${shipment.shipmentId} ${canonicalJson(body)}`;
      const replay = replayed(key, user.userId, fingerprint);
      if (replay) return ok(replay.answer, statusChanged);
      // Issue 28: the admin's cancel says why; the reason goes into the history.
      let reason: string | null = null;
      if (needsReason(body.action)) {
        const parsed = v.safeParse(cancelReasonSchema, body.reason ?? '');
        if (!parsed.success) failValidation([{ field: 'reason', code: parsed.issues[0].message }]);
        reason = parsed.output;
      }
      if (body.fromState !== shipment.shipmentStatus) {
        fail('INVALID_TRANSITION', 'Gönderinin durumu değişmiş. Lütfen sayfayı yenileyiniz.');
      }
      const check = canTransition(body.fromState, body.toState, body.action, user.roles, {
        isOwner: isOwner(shipment, auth),
        isAssignedCourier: isAssignedCourier(shipment, auth),
        hasCourier: shipment.courierId !== null,
        getPriceQuote: shipment.getPriceQuote,
        payAtDoor: shipment.paymentType === 1,
      });
      if (!check.ok) fail('INVALID_TRANSITION', messageFor(check.code));
      const action = body.action;
      if (action === ActionCode.Accept) {
        if (user.status !== 1 || !user.courier) fail('COURIER_NOT_ACTIVE');
        // Issue 28: "İşe Açığım" off takes no new work (jobs in hand carry on).
        if (!user.courier.isOpenToWork) fail('NOT_OPEN_TO_WORK');
        if (user.courier.workingType !== shipment.vehicleType) fail('VEHICLE_MISMATCH');
      }
      const t = now();
      const to = body.toState as ShipmentStatusCode;
      const opensTender = to === 2;
      const tenderEndDate = opensTender ? await openTender(shipment.shipmentId, t) : shipment.tenderEndDate;
      if (to === 50 && shipment.shipmentStatus === 2) await closeTender(shipment.shipmentId);
      const updated = await db.shipments.update((q) => q.where({ shipmentId: shipment.shipmentId }), {
        data(s) {
          if (action === ActionCode.Accept) s.courierId = user.userId;
          if (action === ActionCode.Withdraw || opensTender) {
            s.courierId = null;
            s.acceptedTotalPrice = null;
          }
          if (opensTender) {
            s.getPriceQuote = true;
            s.tenderEndDate = tenderEndDate;
          }
          if (to === 40 && action === ActionCode.Deliver) {
            for (const item of s.shipmentList) item.deliveredAt ??= t;
          }
          s.shipmentStatus = to;
          s.updatedAt = t;
          s.history.push({ status: to, action, at: t, byUserId: user.userId, ...(reason ? { reason } : {}) });
        },
      });
      if (!updated) fail('SHIPMENT_NOT_FOUND');
      const answer = serializeShipment(updated, auth);
      await remember(key, user.userId, shipment.shipmentId, fingerprint, answer);
      return ok(answer, statusChanged);
    }),
  ),
];
