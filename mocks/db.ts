// The emulated server's data: @msw/data 1.x collections with valibot schemas.
// Records reference each other by id (no @msw/data relations: docs/tooling.md lists two relation bugs,
// and plain ids persist trivially). Sorting is done in our code (take/skip run before orderBy).
import { Collection } from '@msw/data';
import * as v from 'valibot';
import type { components } from '@/api/schema';
import type { Role } from '@/domain/shipment-status';
import { documentKinds, type DocumentKind } from '../demo/users';

const nullableString = v.nullable(v.string());
const int = v.pipe(v.number(), v.integer());
/** Server times are epoch milliseconds of the server clock. */
const ms = v.number();

const coordinateSchema = v.object({ lat: v.number(), long: v.number() });

const addressSchema = v.object({
  title: v.string(),
  cityId: int,
  countyId: int,
  districtId: int,
  cityName: v.string(),
  countyName: v.string(),
  districtName: v.string(),
  streetName: v.optional(v.string()),
  doorNumber: v.optional(v.string()),
  block: v.optional(v.string()),
  floor: v.optional(v.string()),
  apartmentNumber: v.optional(v.string()),
  apartmanName: v.optional(v.string()),
  addressDescription: v.optional(v.string()),
  fullAddress: v.string(),
  phoneNumber: v.optional(v.string()),
  worldCoordinate: coordinateSchema,
});
export type AddressRecord = v.InferOutput<typeof addressSchema>;

/** A document of the courier profile: the id of its record in `documents` (issue 27), or null. */
const documentId = v.nullable(int);

const courierProfileSchema = v.object({
  identityNumber: v.string(),
  workingType: v.picklist([1, 2]),
  isAcceptedKVKK: v.boolean(),
  photo: documentId,
  address: v.nullable(v.object({ cityId: int, countyId: int, districtId: int, fullAddress: v.string() })),
  iban: v.string(),
  drivingLicense: documentId,
  criminalRecordCertificate: documentId,
  taxCertificate: documentId,
  isOpenToWork: v.boolean(),
  rejectReason: nullableString,
});
export type CourierProfileRecord = v.InferOutput<typeof courierProfileSchema>;

const roleSchema = v.picklist(['Customer', 'Courier', 'Admin'] satisfies Role[]);
/** The contract's signed-in role (src/domain/shipment-status.ts). */
export type RoleName = Role;

const userSchema = v.object({
  userId: int,
  roles: v.array(roleSchema),
  phone: v.string(),
  name: v.string(),
  surname: v.string(),
  email: nullableString,
  /** SHA-256 hex of the password; null for SMS-only accounts. */
  passwordHash: nullableString,
  /** 1 Aktif, 2 Onay Bekliyor, 3 Reddedildi, 4 Askıya Alındı. */
  status: v.picklist([1, 2, 3, 4]),
  courier: v.nullable(courierProfileSchema),
  createdAt: ms,
  /** The reason staff gave for the last suspension or reactivation, and when (issue 18). */
  statusReason: v.optional(nullableString),
  statusChangedAt: v.optional(v.nullable(ms)),
  /** Wrong passwords in a row; at PASSWORD_MAX_ATTEMPTS the account is locked for a while. */
  failedPasswordAttempts: v.optional(int),
  passwordLockedUntil: v.optional(v.nullable(ms)),
});
export type UserRecord = v.InferOutput<typeof userSchema>;

const sessionSchema = v.object({
  sid: v.string(),
  userId: int,
  createdAt: ms,
  expiresAt: ms,
  endedAt: v.nullable(ms),
});

const smsSchema = v.object({
  smsId: int,
  phone: v.string(),
  code: v.string(),
  text: v.string(),
  loginType: int,
  name: nullableString,
  surname: nullableString,
  sentAt: ms,
  expiresAt: ms,
  usedAt: v.nullable(ms),
  /** Wrong codes tried against this one; at VERIFY_MAX_ATTEMPTS it is burnt. */
  failedAttempts: v.optional(int),
  /** The national id a courier application's code was asked with (its requests are counted per id). */
  identityNumber: v.optional(v.nullable(v.string())),
});

const historyEntrySchema = v.object({
  status: int,
  action: v.nullable(int),
  at: ms,
  byUserId: v.nullable(int),
  /** The reason staff gave with an admin's cancel (issue 28); absent elsewhere. */
  reason: v.optional(v.nullable(v.string())),
});
export type HistoryEntry = v.InferOutput<typeof historyEntrySchema>;

const deliveryItemSchema = v.object({
  deliveryItemId: int,
  startAddress: addressSchema,
  contentType: v.picklist([1, 2, 3, 4, 5, 6, 7, 8]),
  note: v.string(),
  deliveredAt: v.nullable(ms),
});

const shipmentSchema = v.object({
  shipmentId: int,
  customerId: int,
  courierId: v.nullable(int),
  shipmentStatus: v.picklist([0, 1, 2, 3, 4, 5, 6, 7, 8, 40, 50]),
  vehicleType: v.picklist([1, 2]),
  weightType: v.picklist([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
  paymentType: v.picklist([1, 2]),
  includeInsurance: v.boolean(),
  shipmentValue: v.number(),
  hasTransportService: v.boolean(),
  getPriceQuote: v.boolean(),
  shipmentTotalDistance: v.number(),
  basePrice: v.number(),
  weightSurcharge: v.number(),
  transportServicePrice: v.number(),
  insurancePrice: v.number(),
  riskSurcharge: v.number(),
  totalPrice: v.number(),
  shipmentPrice: v.number(),
  acceptedTotalPrice: v.nullable(v.number()),
  startAddress: addressSchema,
  shipmentList: v.array(deliveryItemSchema),
  tenderEndDate: v.nullable(ms),
  history: v.array(historyEntrySchema),
  createdAt: ms,
  updatedAt: ms,
  /** Cash the courier recorded at the door (status 5); absent: the price, as the flow takes it. */
  collectedAmount: v.optional(v.nullable(v.number())),
});
export type ShipmentRecord = v.InferOutput<typeof shipmentSchema>;

const priceQuoteSchema = v.object({
  shipmentId: int,
  /** 1 Devam Ediyor, 2 Tamamlandı. */
  status: v.picklist([1, 2]),
  startDate: ms,
  endDate: ms,
  /** 1 for the first tender, +1 for each restart (8 → 2). Data saved before rounds reads 1. */
  round: v.optional(int, 1),
});

const offerSchema = v.object({
  priceQuoteOfferId: int,
  shipmentId: int,
  courierId: int,
  /** 1 Teklif Verdi, 2 İhaleden Çekildi, 3 İhaleyi Aldı. */
  offerStatus: v.picklist([1, 2, 3]),
  priceQuoteAmount: v.number(),
  createdAt: ms,
  /** The tender round the offer was made in (see priceQuoteSchema.round). */
  round: v.optional(int, 1),
});
export type OfferRecord = v.InferOutput<typeof offerSchema>;

const notificationSchema = v.object({
  notificationId: int,
  notificationType: v.picklist([1, 2, 3]),
  channel: v.picklist([1, 2, 3, 4]),
  title: v.string(),
  body: v.string(),
  target: v.object({
    userIds: v.optional(v.array(int)),
    role: v.optional(v.string()),
    cityId: v.optional(int),
  }),
  status: v.picklist([1, 2, 3]),
  recipientCount: int,
  createdAt: ms,
  sentAt: v.nullable(ms),
});

const packageSchema = v.object({
  packageId: int,
  name: v.string(),
  description: v.string(),
  price: v.number(),
  durationDays: int,
  productCode: v.string(),
  isActive: v.boolean(),
});

const userPackageSchema = v.object({
  userPackageId: int,
  userId: int,
  packageId: int,
  status: v.picklist([1, 2, 3, 4]),
  price: v.number(),
  startDate: v.nullable(ms),
  endDate: v.nullable(ms),
  createdAt: ms,
});

const accountSchema = v.object({
  accountId: int,
  userId: int,
  productCode: v.string(),
  balance: v.number(),
  createdAt: ms,
});

const accountMovementSchema = v.object({
  movementId: int,
  accountId: int,
  userId: int,
  relationType: v.picklist([1, 2]),
  amount: v.number(),
  balanceAfter: v.number(),
  description: v.string(),
  createdAt: ms,
});

const accountingRunSchema = v.object({
  runId: int,
  date: v.string(),
  processedShipments: int,
  totalAmount: v.number(),
  createdAt: ms,
  /** Per courier, as recorded when the day was closed (issue 18). */
  commissionRate: v.optional(v.number(), 0),
  commissionTotal: v.optional(v.number(), 0),
  courierEarningsTotal: v.optional(v.number(), 0),
  couriers: v.optional(
    v.array(
      v.object({
        courierId: int,
        courierName: v.string(),
        shipmentCount: int,
        totalAmount: v.number(),
        commission: v.number(),
        earning: v.number(),
      }),
    ),
    [],
  ),
  /** The shipments this run accounted (issue 27: each completed shipment in exactly one run). */
  shipmentIds: v.optional(v.array(int), []),
});

const helpSchema = v.object({
  helpId: int,
  title: v.string(),
  body: v.string(),
  order: int,
  isActive: v.boolean(),
});

export type PageElement = components['schemas']['DynamicPageElement'];
const elementSchema: v.GenericSchema<PageElement> = v.object({
  elementType: v.string(),
  propList: v.array(v.object({ propName: v.string(), propValue: v.string() })),
  contentList: v.array(v.lazy(() => elementSchema)),
  text: v.optional(v.string()),
});

const dynamicPageSchema = v.object({
  pageCode: v.string(),
  title: v.string(),
  isActive: v.boolean(),
  content: elementSchema,
  updatedAt: ms,
});

const feedbackSchema = v.object({
  feedbackId: int,
  name: v.string(),
  phone: v.string(),
  email: v.string(),
  message: v.string(),
  userId: v.nullable(int),
  createdAt: ms,
  /** What it is about (src/domain/feedback.ts FEEDBACK_TOPICS); missing on records of older versions. */
  topic: v.optional(v.string()),
  /** The shipment it is about, if the sender named one. */
  shipmentId: v.optional(v.nullable(int)),
});

const idempotencySchema = v.object({
  key: v.string(),
  userId: int,
  shipmentId: int,
  /** The request body it was used with (canonical JSON): the same key with another body is refused. */
  fingerprint: v.optional(v.string()),
  /** The first answer's data (JSON), replayed for the same key: a status change's shipment. */
  answer: v.optional(v.string()),
  createdAt: ms,
});

/** Cash a courier handed over to staff (issue 27): it settles the courier's open pay-at-door shipments. */
const cashHandoverSchema = v.object({
  handoverId: int,
  courierId: int,
  /** The day it was handed over (Europe/Istanbul, `YYYY-MM-DD`). */
  date: v.string(),
  amount: v.number(),
  /** What the settled shipments should have brought (their prices). */
  expected: v.number(),
  /** The cash the courier recorded at the door for them. */
  collected: v.number(),
  note: v.nullable(v.string()),
  /** The staff member who took it. */
  staffUserId: int,
  shipmentIds: v.array(int),
  createdAt: ms,
});

export { documentKinds, type DocumentKind };

/**
 * A courier's uploaded file, stored once (issue 27): lists and profiles refer to it by id and the
 * file is read at its own URL. The bytes are base64 (the snapshot is plain data).
 */
const documentSchema = v.object({
  documentId: int,
  ownerId: int,
  kind: v.picklist(documentKinds),
  contentType: v.picklist(['image/jpeg', 'image/png']),
  size: int,
  data: v.string(),
  /** A small picture made at upload (services/documents.ts), base64; null when none could be made. */
  thumbnail: nullableString,
  thumbnailType: v.nullable(v.picklist(['image/jpeg', 'image/png'])),
  createdAt: ms,
});
export type DocumentRecord = v.InferOutput<typeof documentSchema>;

export const db = {
  users: new Collection({ schema: userSchema }),
  documents: new Collection({ schema: documentSchema }),
  sessions: new Collection({ schema: sessionSchema }),
  sms: new Collection({ schema: smsSchema }),
  shipments: new Collection({ schema: shipmentSchema }),
  priceQuotes: new Collection({ schema: priceQuoteSchema }),
  offers: new Collection({ schema: offerSchema }),
  notifications: new Collection({ schema: notificationSchema }),
  packages: new Collection({ schema: packageSchema }),
  userPackages: new Collection({ schema: userPackageSchema }),
  accounts: new Collection({ schema: accountSchema }),
  accountMovements: new Collection({ schema: accountMovementSchema }),
  accountingRuns: new Collection({ schema: accountingRunSchema }),
  cashHandovers: new Collection({ schema: cashHandoverSchema }),
  help: new Collection({ schema: helpSchema }),
  dynamicPages: new Collection({ schema: dynamicPageSchema }),
  feedback: new Collection({ schema: feedbackSchema }),
  idempotencyKeys: new Collection({ schema: idempotencySchema }),
};

type Db = typeof db;
export type CollectionName = keyof Db;
export const collectionNames = Object.keys(db) as CollectionName[];

/** Next integer id of a collection: one more than the largest in use. */
export function nextId<T>(records: readonly T[], pick: (r: T) => number, start = 1): number {
  return records.reduce((max, r) => Math.max(max, pick(r) + 1), start);
}

/** Plain JSON copy of a record (drops @msw/data's internal symbols). */
export function plain<T>(record: T): T {
  return JSON.parse(JSON.stringify(record)) as T;
}

export function clearDb(): void {
  for (const name of collectionNames) db[name].clear();
}
