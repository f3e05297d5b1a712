// Couriers: card, application (multipart, validated with the form's rules), profile, work status,
// open jobs and assigned shipments.
import * as v from 'valibot';
import { MAX_MULTIPART_BODY_BYTES, TEXT_MAX, textSchema, type TextKind } from '@/domain/limits';
import {
  fileKindOf,
  type FileKind,
  isValidEmail,
  normalizePhone,
  PHOTO_MAX_BYTES,
  validateCourierRegistration,
  validateGuestPhone,
  validateTckn,
  validateImage,
  type ValidationError,
} from '@/domain/validators';
import { validateIban } from '@/domain/iban';
import { formatDateTime } from '@/domain/format';
import { isCourierPhoneVisible } from '@/domain/courier-privacy';
import { normalizeText, textLength } from '@/domain/text';
import type { ValidationCode } from '@/domain/validation-messages';
import { hashPassword, type AuthUser } from '../auth';
import { iso, now, nowIso } from '../clock';
import {
  db,
  documentKinds,
  nextId,
  type CourierProfileRecord,
  type DocumentKind,
  type ShipmentRecord,
} from '../db';
import { fail, failField, failValidation } from '../errors';
import { findCounty } from '../geo/geo';
import { created, handle, ok } from '../handle';
import { http } from '../http';
import { deleteDocuments, storeDocument } from '../services/documents';
import { byNewest, isOpenJobFor, isPast, serializeShipment, visibleShipment } from '../services/shipments';
import { currentOffersOf, isTenderOpen, offersOf, quoteOf, roundOf } from '../services/tender';
import { courierProfile, courierSummary, findUser, findUserByPhone, isCourier } from '../services/users';
import { consumeSmsCode, PROFILE_CHANGE_SMS, sendSmsCode, sendSmsNotice } from '../services/sms-codes';
import {
  APPLICATION_LOGIN_TYPE,
  assertIdentityNumberFree,
  assertMayAskForCode,
  assertPhoneFree,
  consumeApplicationCode,
  sendApplicationCode,
} from '../services/courier-application';

const workStatusIn = v.object({ isOpenToWork: v.boolean('FIELD_REQUIRED') });

const applicationCodeIn = v.object({
  phone: textSchema('phone', 'PHONE_REQUIRED'),
  identityNumber: v.optional(textSchema('phone')),
});

function text(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : undefined;
}

function file(form: FormData, name: string): File | null {
  const value = form.get(name);
  return value instanceof File && value.size > 0 ? value : null;
}

/** Every document is a JPEG or PNG photo (SPEC 5: "file type jpeg or png"). */
function validateDocument(
  f: File | null,
  field: string,
  requiredCode: ValidationCode | null,
): ValidationError[] {
  if (!f) return requiredCode ? [{ field, code: requiredCode }] : [];
  if (!['image/jpeg', 'image/png'].includes(f.type)) return [{ field, code: 'FILE_TYPE_INVALID' }];
  if (f.size > PHOTO_MAX_BYTES) return [{ field, code: 'PHOTO_TOO_LARGE' }];
  return [];
}

/** A file whose bytes are not what it may be (a script named photo.png): FILE_TYPE_INVALID. */
async function contentErrors(
  f: File | null | undefined,
  field: string,
  allowed: readonly FileKind[],
): Promise<ValidationError[]> {
  if (!f || f.size === 0) return [];
  const kind = fileKindOf(new Uint8Array(await f.slice(0, 8).arrayBuffer()));
  return kind && allowed.includes(kind) ? [] : [{ field, code: 'FILE_TYPE_INVALID' }];
}

const IMAGE: readonly FileKind[] = ['jpeg', 'png'];

/** The file checks by bytes, for the fields the declared checks passed. */
async function byteErrors(
  files: [File | null | undefined, string, readonly FileKind[]][],
  errors: readonly ValidationError[],
): Promise<ValidationError[]> {
  const out: ValidationError[] = [];
  for (const [f, field, allowed] of files)
    if (!errors.some((e) => e.field === field)) out.push(...(await contentErrors(f, field, allowed)));
  return out;
}

/** The kind (and so the maximum length) of each text field of the application and the profile. */
const formTextKinds: Record<string, TextKind> = {
  name: 'name',
  surname: 'name',
  identityNumber: 'phone', // 11 digits, with spaces as pasted
  phone: 'phone',
  email: 'email',
  password: 'password',
  workingType: 'code',
  isAcceptedKVKK: 'code',
  cityId: 'code',
  countyId: 'code',
  districtId: 'code',
  fullAddress: 'fullAddress',
  iban: 'iban',
  verificationCode: 'code',
};

/** Text fields longer than their kind allows (TEXT_TOO_LONG), checked before any other rule. */
function overlongFields(form: FormData): ValidationError[] {
  const errors: ValidationError[] = [];
  for (const [field, kind] of Object.entries(formTextKinds)) {
    const value = form.get(field);
    if (typeof value === 'string' && textLength(value) > TEXT_MAX[kind])
      errors.push({ field, code: 'TEXT_TOO_LONG' });
  }
  return errors;
}

async function readForm(request: Request): Promise<FormData> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_MULTIPART_BODY_BYTES) fail('BODY_TOO_LARGE');
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    fail('INVALID_BODY');
  }
  const overlong = overlongFields(form);
  if (overlong.length > 0) failValidation(overlong);
  return form;
}

async function addressErrors(
  cityId: number,
  countyId: number,
  districtId: number,
  fullAddress: string,
): Promise<ValidationError[]> {
  const county = await findCounty(cityId, countyId);
  const ok = !!county?.districts.some((d) => d.districtId === districtId) && fullAddress.length >= 10;
  return ok ? [] : [{ field: 'address', code: 'ADDRESS_REQUIRED' }];
}

/** A job being carried (3 to 7) or an active offer in a running tender: the courier is at work. */
function hasWorkInHand(courierId: number): boolean {
  return db.shipments
    .findMany()
    .some(
      (s) =>
        (s.courierId === courierId && s.shipmentStatus >= 3 && s.shipmentStatus <= 7) ||
        (isTenderOpen(s) &&
          currentOffersOf(s.shipmentId).some((o) => o.courierId === courierId && o.offerStatus === 1)),
    );
}

/** What the admin must see again before the application resubmitted may be approved (issue 16). */
function applicationErrors(profile: CourierProfileRecord, email: string | null): ValidationError[] {
  return [
    ...(email && isValidEmail(email) ? [] : [{ field: 'email', code: 'EMAIL_INVALID' as const }]),
    ...validateIban(profile.iban),
    ...(profile.address ? [] : [{ field: 'address', code: 'ADDRESS_REQUIRED' as const }]),
    ...(profile.photo ? [] : [{ field: 'photo', code: 'PHOTO_REQUIRED' as const }]),
    ...(profile.drivingLicense
      ? []
      : [{ field: 'drivingLicense', code: 'DRIVING_LICENSE_REQUIRED' as const }]),
    ...(profile.criminalRecordCertificate
      ? []
      : [{ field: 'criminalRecordCertificate', code: 'CRIMINAL_RECORD_REQUIRED' as const }]),
  ];
}

function isAdminOrSelf(courierId: number, auth: AuthUser | null): boolean {
  return !!auth && (auth.user.userId === courierId || auth.user.roles.includes('Admin'));
}

/** The card: the courier themself, an admin, or a customer whose shipment they carry or bid on. */
function mayReadCourier(courierId: number, auth: AuthUser | null): boolean {
  if (!auth) return false;
  if (isAdminOrSelf(courierId, auth)) return true;
  const own = db.shipments.findMany((q) => q.where({ customerId: auth.user.userId }));
  return own.some(
    (s) => s.courierId === courierId || offersOf(s.shipmentId).some((o) => o.courierId === courierId),
  );
}

/**
 * The phone (issue 27): the courier themself, an admin, or a customer while the courier carries
 * one of their shipments (statuses 3 to 7); never a bidder's, a withdrawn or a beaten one's.
 */
function mayCallCourier(courierId: number, auth: AuthUser | null, shipment?: ShipmentRecord): boolean {
  if (!auth) return false;
  if (isAdminOrSelf(courierId, auth)) return true;
  const carried = shipment ? [shipment] : db.shipments.findMany((q) => q.where({ courierId }));
  return carried.some(
    (s) =>
      s.customerId === auth.user.userId &&
      s.courierId === courierId &&
      isCourierPhoneVisible(s.shipmentStatus),
  );
}

/**
 * A running tender as the calling courier needs it on a job card (issue 16): how many active
 * offers, the lowest, their own active offer (for "Teklifimi Düşür" and the outbid notice).
 */
function tenderInfoFor(shipmentId: number, courierId: number) {
  const quote = quoteOf(shipmentId);
  if (!quote || quote.status !== 1) return {};
  const active = currentOffersOf(shipmentId).filter((o) => o.offerStatus === 1);
  const own = active.find((o) => o.courierId === courierId);
  return {
    tenderInfo: {
      offerCount: active.length,
      lowestOffer: active.length === 0 ? null : Math.min(...active.map((o) => o.priceQuoteAmount)),
      ownOffer: own
        ? {
            priceQuoteOfferId: own.priceQuoteOfferId,
            courierId: own.courierId,
            offerStatus: own.offerStatus,
            priceQuoteAmount: own.priceQuoteAmount,
            createdAt: iso(own.createdAt),
            round: roundOf(own),
          }
        : null,
      serverTime: nowIso(),
    },
  };
}

type SensitiveField = 'iban' | 'phone' | 'email';

/** Which of the IBAN, the phone and the e-mail a profile update really changes. */
function sensitiveChanges(
  user: AuthUser['user'],
  next: { iban?: string; email?: string; phone?: string },
): SensitiveField[] {
  const out: SensitiveField[] = [];
  if (next.iban !== undefined && next.iban !== (user.courier?.iban ?? '')) out.push('iban');
  if (next.phone !== undefined && next.phone !== user.phone) out.push('phone');
  if (next.email !== undefined && next.email !== (user.email ?? '')) out.push('email');
  return out;
}

const sensitiveLabels: Record<SensitiveField, string> = {
  iban: 'ödeme IBAN bilginiz',
  phone: 'telefon numaranız',
  email: 'e-posta adresiniz',
};

function changeNotice(fields: readonly SensitiveField[]): string {
  const what = fields.map((f) => sensitiveLabels[f]).join(', ');
  return `Kurye Çağır: Hesabınızda ${what} ${formatDateTime(now())} itibarıyla değiştirildi. Bu değişikliği siz yapmadıysanız hemen bizimle iletişime geçiniz.`;
}

export const courierHandlers = [
  http.get(
    '/courier/summary',
    handle({}, ({ query, auth }) => {
      const shipmentId = query.get('shipmentId');
      const userId = query.get('userId');
      let courierId: number | null;
      let shipment: ShipmentRecord | undefined;
      if (shipmentId) {
        shipment = visibleShipment(Number(shipmentId), auth);
        courierId = shipment.courierId;
      } else if (userId) courierId = Number(userId);
      else failValidation([{ field: 'userId', code: 'FIELD_REQUIRED' }]);
      // By userId only for the courier themself, an admin, or a customer whose shipment that
      // courier carries or bids on. Anyone else learns nothing (404).
      if (!shipmentId && courierId !== null && !mayReadCourier(courierId, auth)) fail('COURIER_NOT_FOUND');
      const courier = courierId === null ? undefined : findUser(courierId);
      if (!courier || !isCourier(courier)) fail('COURIER_NOT_FOUND');
      return ok(courierSummary(courier, mayCallCourier(courier.userId, auth, shipment)));
    }),
  ),

  // The applicant's phone is proven before the application is stored: a code by SMS (login
  // type 2), asked for once the form is complete; a phone already known is told here, before any
  // SMS goes out; codes are throttled per phone and per national id (429).
  http.post(
    '/courier/register/code',
    handle({ auth: 'public', body: applicationCodeIn }, async ({ body }) => {
      const phone = normalizePhone(body.phone);
      const identityNumber = body.identityNumber?.trim() ?? '';
      const errors = [
        ...validateGuestPhone(phone, 'phone'),
        ...(identityNumber ? validateTckn(identityNumber) : []),
      ];
      if (errors.length > 0) failValidation(errors);
      assertPhoneFree(phone);
      assertMayAskForCode(phone, identityNumber);
      await sendApplicationCode(phone, identityNumber);
      return ok({ verificationType: APPLICATION_LOGIN_TYPE });
    }),
  ),

  http.post(
    '/courier/register',
    handle({ auth: 'public' }, async ({ request }) => {
      const form = await readForm(request);
      const phone = text(form, 'phone') ?? '';
      const workingType = Number(text(form, 'workingType'));
      const cityId = Number(text(form, 'cityId'));
      const countyId = Number(text(form, 'countyId'));
      const districtId = Number(text(form, 'districtId'));
      const fullAddress = text(form, 'fullAddress') ?? '';
      const email = text(form, 'email') ?? '';
      const iban = (text(form, 'iban') ?? '').replace(/\s/g, '');
      const photo = file(form, 'photo');
      const drivingLicense = file(form, 'drivingLicense');
      const criminalRecord = file(form, 'criminalRecordCertificate');
      const taxCertificate = file(form, 'taxCertificate');
      const errors: ValidationError[] = [
        ...validateCourierRegistration({
          name: text(form, 'name'),
          surname: text(form, 'surname'),
          identityNumber: text(form, 'identityNumber'),
          workingType,
          isAcceptedKVKK: text(form, 'isAcceptedKVKK') === 'true',
          phone,
          email,
          password: text(form, 'password'),
        }),
        ...(email ? [] : [{ field: 'email', code: 'EMAIL_INVALID' as const }]),
        ...validateIban(iban),
        ...(await addressErrors(cityId, countyId, districtId, fullAddress)),
        ...validateImage(photo, 'photo', 'PHOTO_REQUIRED'),
        ...validateImage(drivingLicense, 'drivingLicense', 'DRIVING_LICENSE_REQUIRED'),
        // The application takes photos of every document (the form offers the camera), as JPEG or PNG.
        ...validateImage(criminalRecord, 'criminalRecordCertificate', 'CRIMINAL_RECORD_REQUIRED'),
        ...validateImage(taxCertificate, 'taxCertificate', 'TAX_CERTIFICATE_REQUIRED'),
      ];
      errors.push(
        ...(await byteErrors(
          [
            [photo, 'photo', IMAGE],
            [drivingLicense, 'drivingLicense', IMAGE],
            [criminalRecord, 'criminalRecordCertificate', IMAGE],
            [taxCertificate, 'taxCertificate', IMAGE],
          ],
          errors,
        )),
      );
      if (errors.length > 0) failValidation(errors);
      assertPhoneFree(phone);
      await consumeApplicationCode(phone, text(form, 'verificationCode') ?? '');
      // Only a proven phone learns that the national id has applied before (issue 27).
      assertIdentityNumberFree(text(form, 'identityNumber') ?? '');
      const password = text(form, 'password');
      const userId = nextId(db.users.all(), (u) => u.userId);
      const store = (kind: DocumentKind, f: File | null) => (f ? storeDocument(userId, kind, f) : null);
      const profile: CourierProfileRecord = {
        identityNumber: text(form, 'identityNumber') ?? '',
        workingType: workingType === 2 ? 2 : 1,
        isAcceptedKVKK: true,
        photo: await store('photo', photo),
        address: { cityId, countyId, districtId, fullAddress },
        iban,
        drivingLicense: await store('drivingLicense', drivingLicense),
        criminalRecordCertificate: await store('criminalRecordCertificate', criminalRecord),
        taxCertificate: await store('taxCertificate', taxCertificate),
        isOpenToWork: false,
        rejectReason: null,
      };
      const user = await db.users.create({
        userId,
        roles: ['Courier'],
        phone,
        name: normalizeText(text(form, 'name') ?? ''),
        surname: normalizeText(text(form, 'surname') ?? ''),
        email,
        passwordHash: password ? await hashPassword(password) : null,
        status: 2,
        courier: profile,
        createdAt: now(),
      });
      return created(
        { userId: user.userId, status: user.status },
        {
          infoType: 'Success',
          text1: 'Başvurunuz alındı.',
          text2: 'Belgeleriniz incelendikten sonra SMS ile bilgilendirileceksiniz.',
          httpStatus: 201,
        },
      );
    }),
  ),

  http.get(
    '/courier/profile',
    handle({ roles: ['Courier'], applicants: true }, ({ auth }) => ok(courierProfile(auth.user))),
  ),

  // Issue 27: the payout IBAN, the phone and the e-mail change only with a fresh code sent to
  // the phone on file (not to a new phone: whoever holds the session must also hold the phone).
  http.post(
    '/courier/profile/code',
    handle({ roles: ['Courier'], applicants: true }, async ({ auth }) => {
      if (auth.user.status === 4) fail('USER_SUSPENDED');
      await sendSmsCode(auth.user.phone, PROFILE_CHANGE_SMS, {
        text: (code) =>
          `Kurye Çağır profil değişikliği doğrulama kodunuz: ${code}. Bu kodu kimseyle paylaşmayınız.`,
      });
      return ok({ verificationType: PROFILE_CHANGE_SMS });
    }),
  ),

  http.put(
    '/courier/profile',
    handle({ roles: ['Courier'], applicants: true }, async ({ request, auth }) => {
      // A suspended courier may read the profile, not change it (issue 16's allow-list).
      if (auth.user.status === 4) fail('USER_SUSPENDED');
      const form = await readForm(request);
      const current = auth.user.courier;
      if (!current) fail('COURIER_NOT_FOUND');
      const errors: ValidationError[] = [];
      const email = text(form, 'email');
      if (email !== undefined && !isValidEmail(email)) errors.push({ field: 'email', code: 'EMAIL_INVALID' });
      const iban = text(form, 'iban')?.replace(/\s/g, '');
      if (iban !== undefined) errors.push(...validateIban(iban));
      const workingType = text(form, 'workingType');
      if (workingType !== undefined && workingType !== '1' && workingType !== '2') {
        errors.push({ field: 'workingType', code: 'WORKING_TYPE_REQUIRED' });
      }
      const addressGiven = ['cityId', 'countyId', 'districtId', 'fullAddress'].some(
        (f) => text(form, f) !== undefined,
      );
      const address = addressGiven
        ? {
            cityId: Number(text(form, 'cityId')),
            countyId: Number(text(form, 'countyId')),
            districtId: Number(text(form, 'districtId')),
            fullAddress: text(form, 'fullAddress') ?? '',
          }
        : current.address;
      if (addressGiven && address) {
        errors.push(
          ...(await addressErrors(address.cityId, address.countyId, address.districtId, address.fullAddress)),
        );
      }
      const photo = file(form, 'photo');
      const licence = file(form, 'drivingLicense');
      const criminal = file(form, 'criminalRecordCertificate');
      const tax = file(form, 'taxCertificate');
      if (photo) errors.push(...validateImage(photo, 'photo'));
      if (licence) errors.push(...validateImage(licence, 'drivingLicense', 'DRIVING_LICENSE_REQUIRED'));
      errors.push(...validateDocument(criminal, 'criminalRecordCertificate', null));
      errors.push(...validateDocument(tax, 'taxCertificate', null));
      errors.push(
        ...(await byteErrors(
          [
            [photo, 'photo', IMAGE],
            [licence, 'drivingLicense', IMAGE],
            [criminal, 'criminalRecordCertificate', IMAGE],
            [tax, 'taxCertificate', IMAGE],
          ],
          errors,
        )),
      );
      const phone = text(form, 'phone');
      const newPhone = phone === undefined ? undefined : normalizePhone(phone);
      if (newPhone !== undefined && newPhone !== auth.user.phone)
        errors.push(...validateGuestPhone(newPhone, 'phone'));
      if (errors.length > 0) failValidation(errors);
      const sensitive = sensitiveChanges(auth.user, { iban, email, phone: newPhone });
      if (sensitive.length > 0) {
        const code = text(form, 'verificationCode') ?? '';
        if (!code) failField('verificationCode', 'VERIFICATION_CODE_REQUIRED');
        if (newPhone && sensitive.includes('phone') && findUserByPhone(newPhone))
          failField('phone', 'PHONE_ALREADY_REGISTERED');
        await consumeSmsCode(auth.user.phone, PROFILE_CHANGE_SMS, code, 'verificationCode');
      }
      // A new document or another vehicle is what the approval judged: an approved courier goes
      // back to approval (docs/decisions.md, issue 16), never in the middle of a job or a tender.
      const vehicleChanged = workingType !== undefined && Number(workingType) !== current.workingType;
      const reapproval = !!(photo || licence || criminal || tax || vehicleChanged);
      if (reapproval && auth.user.status === 1 && hasWorkInHand(auth.user.userId))
        fail('COURIER_HAS_WORK_IN_HAND');
      const store = (kind: DocumentKind, f: File | null) =>
        f ? storeDocument(auth.user.userId, kind, f) : null;
      const next: CourierProfileRecord = {
        ...current,
        address,
        ...(iban !== undefined ? { iban } : {}),
        ...(workingType !== undefined ? { workingType: workingType === '2' ? 2 : 1 } : {}),
        ...(photo ? { photo: await store('photo', photo) } : {}),
        ...(licence ? { drivingLicense: await store('drivingLicense', licence) } : {}),
        ...(criminal
          ? { criminalRecordCertificate: await store('criminalRecordCertificate', criminal) }
          : {}),
        ...(tax ? { taxCertificate: await store('taxCertificate', tax) } : {}),
      };
      // The files replaced are gone (each document is stored once, at one URL).
      deleteDocuments(documentKinds.filter((k) => next[k] !== current[k]).map((k) => current[k]));
      const updated = await db.users.update((q) => q.where({ userId: auth.user.userId }), {
        data(u) {
          u.courier = next;
          if (email !== undefined) u.email = email;
          if (newPhone !== undefined && sensitive.includes('phone')) u.phone = newPhone;
          if (reapproval && u.status === 1 && u.courier) {
            u.status = 2;
            u.courier.isOpenToWork = false;
          }
        },
      });
      // The phone on file before the change hears of it: a stolen session cannot hide a new IBAN.
      if (sensitive.length > 0) await sendSmsNotice(auth.user.phone, changeNotice(sensitive));
      return ok(courierProfile(updated ?? auth.user));
    }),
  ),

  http.post(
    '/courier/profile/resubmit',
    handle({ roles: ['Courier'], applicants: true }, async ({ auth }) => {
      const current = auth.user.courier;
      if (!current) fail('COURIER_NOT_FOUND');
      if (auth.user.status !== 3) fail('APPLICATION_NOT_REJECTED');
      const errors = applicationErrors(current, auth.user.email);
      if (errors.length > 0) failValidation(errors);
      const updated = await db.users.update((q) => q.where({ userId: auth.user.userId }), {
        data(u) {
          u.status = 2;
          if (u.courier) {
            u.courier.rejectReason = null;
            u.courier.isOpenToWork = false;
          }
        },
      });
      return ok(courierProfile(updated ?? auth.user), {
        infoType: 'Success',
        text1: 'Başvurunuz yeniden gönderildi.',
        text2: 'Belgeleriniz incelendikten sonra SMS ile bilgilendirileceksiniz.',
        httpStatus: 200,
      });
    }),
  ),

  http.put(
    '/courier/updateStatus',
    handle({ roles: ['Courier'], body: workStatusIn }, async ({ auth, body }) => {
      if (auth.user.status !== 1) fail('COURIER_NOT_ACTIVE');
      const updated = await db.users.update((q) => q.where({ userId: auth.user.userId }), {
        data(u) {
          if (u.courier) u.courier.isOpenToWork = body.isOpenToWork;
        },
      });
      return ok(courierProfile(updated ?? auth.user));
    }),
  ),

  http.get(
    '/courier/tenders',
    handle({ roles: ['Courier'] }, ({ auth }) =>
      ok(
        db.shipments
          // Issue 28: "İşe Açığım" off is offered no tenders and no waiting jobs.
          .findMany((q) => q.where((s) => !!auth.user.courier?.isOpenToWork && isOpenJobFor(s, auth)))
          .sort(byNewest)
          .map((s) => ({ ...serializeShipment(s, auth), ...tenderInfoFor(s.shipmentId, auth.user.userId) })),
      ),
    ),
  ),

  http.get(
    '/courier/shipments',
    handle({ roles: ['Courier'] }, ({ auth, query }) => {
      const scope = query.get('scope') ?? 'active';
      if (scope !== 'active' && scope !== 'past') failValidation([{ field: 'scope', code: 'FIELD_INVALID' }]);
      const past = scope === 'past';
      return ok(
        db.shipments
          .findMany((q) => q.where((s) => s.courierId === auth.user.userId && isPast(s) === past))
          .sort(byNewest)
          .map((s) => serializeShipment(s, auth)),
      );
    }),
  ),
];
