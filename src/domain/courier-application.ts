// The courier's application and profile writes as both servers read and check them (issue 16, 27,
// 32): the multipart body read within its limits, the application's and the profile change's
// fields and files with every rule of the form, the application code's throttle, and the texts of
// the SMS and the answers. The emulated server (mocks/handlers/courier.ts) and the real one
// (server/routes/courier-application.ts) store what these return, each in its own way.
import * as v from 'valibot';
import { fail, failRetryLater, failValidation } from './api-errors';
import {
  byteErrors,
  formFile as file,
  formText as text,
  IMAGE,
  overlongFields,
  validateDocument,
} from './courier-form';
import type { DocumentKind } from './courier-profile';
import { formatDateTime } from './format';
import { findCounty } from './geo/geo';
import { validateIban } from './iban';
import { MAX_MULTIPART_BODY_BYTES, textSchema } from './limits';
import { refuseDeclaredOverLimit } from './request-body';
import { normalizeText } from './text';
import {
  FULL_ADDRESS_MIN_LENGTH,
  isValidEmail,
  normalizePhone,
  validateCourierRegistration,
  validateGuestPhone,
  validateImage,
  validateTckn,
  type ValidationError,
} from './validators';

/** The SMS login type of a courier (docs/sign-in-and-sessions.md): the application's code is sent as one. */
export const APPLICATION_LOGIN_TYPE = 2;

/** More parts than the application's 14 fields and 4 files, with room to spare: 400 INVALID_BODY. */
export const MAX_MULTIPART_PARTS = 40;

/**
 * A multipart body read within MAX_MULTIPART_BODY_BYTES: 413 BODY_TOO_LARGE by its declared length
 * before reading and by what arrives (a client may declare nothing, or lie); 400 INVALID_BODY when
 * it does not parse (truncated, no boundary) or has too many parts; 400 TEXT_TOO_LONG for a text
 * field over its kind's length, before any other rule.
 */
export async function readMultipartForm(
  request: Request,
  limit = MAX_MULTIPART_BODY_BYTES,
): Promise<FormData> {
  refuseDeclaredOverLimit(request, limit);
  const chunks: Uint8Array[] = [];
  let size = 0;
  let tooLarge = false;
  try {
    const reader = request.body?.getReader();
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        tooLarge = true;
        await reader.cancel().catch(() => undefined);
        break;
      }
      chunks.push(value);
    }
  } catch {
    fail('INVALID_BODY');
  }
  if (tooLarge) fail('BODY_TOO_LARGE');
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  let form: FormData;
  try {
    form = await new Response(bytes, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
  } catch {
    fail('INVALID_BODY');
  }
  let parts = 0;
  for (const _ of form.keys()) if (++parts > MAX_MULTIPART_PARTS) fail('INVALID_BODY');
  const overlong = overlongFields(form);
  if (overlong.length > 0) failValidation(overlong);
  return form;
}

export interface CourierAddressInput {
  cityId: number;
  countyId: number;
  districtId: number;
  fullAddress: string;
}

/** The address exists (city, county, district of the geography) and is long enough. */
export async function addressErrors(address: CourierAddressInput): Promise<ValidationError[]> {
  const county = await findCounty(address.cityId, address.countyId);
  const ok =
    !!county?.districts.some((d) => d.districtId === address.districtId) &&
    address.fullAddress.length >= FULL_ADDRESS_MIN_LENGTH;
  return ok ? [] : [{ field: 'address', code: 'ADDRESS_REQUIRED' }];
}

/** The form's files by the document kind they become. */
export type DocumentFiles = Record<DocumentKind, File | null>;

function documentFiles(form: FormData): DocumentFiles {
  return {
    photo: file(form, 'photo'),
    drivingLicense: file(form, 'drivingLicense'),
    criminalRecordCertificate: file(form, 'criminalRecordCertificate'),
    taxCertificate: file(form, 'taxCertificate'),
  };
}

const byteChecks = (files: DocumentFiles) =>
  (Object.entries(files) as [DocumentKind, File | null][]).map(
    ([kind, f]) => [f, kind, IMAGE] as [File | null, string, typeof IMAGE],
  );

/** A courier's application (registerCourier), every rule checked. */
export interface CourierApplication {
  phone: string;
  name: string;
  surname: string;
  identityNumber: string;
  email: string;
  password: string | undefined;
  workingType: 1 | 2;
  address: CourierAddressInput;
  iban: string;
  files: DocumentFiles;
  verificationCode: string;
}

/** The application of the form, or 400 VALIDATION_FAILED naming every field that breaks a rule. */
export async function readApplication(form: FormData): Promise<CourierApplication> {
  const phone = text(form, 'phone') ?? '';
  const workingType = Number(text(form, 'workingType'));
  const address: CourierAddressInput = {
    cityId: Number(text(form, 'cityId')),
    countyId: Number(text(form, 'countyId')),
    districtId: Number(text(form, 'districtId')),
    fullAddress: text(form, 'fullAddress') ?? '',
  };
  const email = text(form, 'email') ?? '';
  const iban = (text(form, 'iban') ?? '').replace(/\s/g, '');
  const files = documentFiles(form);
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
    ...(await addressErrors(address)),
    ...validateImage(files.photo, 'photo', 'PHOTO_REQUIRED'),
    ...validateImage(files.drivingLicense, 'drivingLicense', 'DRIVING_LICENSE_REQUIRED'),
    // The application takes photos of every document (the form offers the camera), as JPEG or PNG.
    ...validateImage(
      files.criminalRecordCertificate,
      'criminalRecordCertificate',
      'CRIMINAL_RECORD_REQUIRED',
    ),
    ...validateImage(files.taxCertificate, 'taxCertificate', 'TAX_CERTIFICATE_REQUIRED'),
  ];
  errors.push(...(await byteErrors(byteChecks(files), errors)));
  if (errors.length > 0) failValidation(errors);
  return {
    phone,
    name: normalizeText(text(form, 'name') ?? ''),
    surname: normalizeText(text(form, 'surname') ?? ''),
    identityNumber: text(form, 'identityNumber') ?? '',
    email,
    password: text(form, 'password'),
    workingType: workingType === 2 ? 2 : 1,
    address,
    iban,
    files,
    verificationCode: text(form, 'verificationCode') ?? '',
  };
}

/** The answer's message to a stored application. */
export const APPLICATION_RECEIVED = {
  infoType: 'Success',
  text1: 'Başvurunuz alındı.',
  text2: 'Belgeleriniz incelendikten sonra SMS ile bilgilendirileceksiniz.',
  httpStatus: 201,
} as const;

/** The answer's message to an application sent again. */
export const APPLICATION_RESUBMITTED = {
  infoType: 'Success',
  text1: 'Başvurunuz yeniden gönderildi.',
  text2: 'Belgeleriniz incelendikten sonra SMS ile bilgilendirileceksiniz.',
  httpStatus: 200,
} as const;

/** A change of the courier's profile (updateCourierProfile): only what was sent, every rule checked. */
export interface ProfileChange {
  email?: string;
  iban?: string;
  workingType?: 1 | 2;
  /** The new address when any of its fields was sent. */
  address?: CourierAddressInput;
  /** The phone as sent, normalised. */
  phone?: string;
  /** New files only. */
  files: DocumentFiles;
  verificationCode: string;
}

/** The change of the form, or 400 VALIDATION_FAILED; `currentPhone` is the phone on file. */
export async function readProfileChange(form: FormData, currentPhone: string): Promise<ProfileChange> {
  const errors: ValidationError[] = [];
  const email = text(form, 'email');
  if (email !== undefined && !isValidEmail(email)) errors.push({ field: 'email', code: 'EMAIL_INVALID' });
  const iban = text(form, 'iban')?.replace(/\s/g, '');
  if (iban !== undefined) errors.push(...validateIban(iban));
  const workingType = text(form, 'workingType');
  if (workingType !== undefined && workingType !== '1' && workingType !== '2')
    errors.push({ field: 'workingType', code: 'WORKING_TYPE_REQUIRED' });
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
    : undefined;
  if (address) errors.push(...(await addressErrors(address)));
  const files = documentFiles(form);
  if (files.photo) errors.push(...validateImage(files.photo, 'photo'));
  if (files.drivingLicense)
    errors.push(...validateImage(files.drivingLicense, 'drivingLicense', 'DRIVING_LICENSE_REQUIRED'));
  errors.push(...validateDocument(files.criminalRecordCertificate, 'criminalRecordCertificate', null));
  errors.push(...validateDocument(files.taxCertificate, 'taxCertificate', null));
  errors.push(...(await byteErrors(byteChecks(files), errors)));
  const phone = text(form, 'phone');
  const newPhone = phone === undefined ? undefined : normalizePhone(phone);
  if (newPhone !== undefined && newPhone !== currentPhone)
    errors.push(...validateGuestPhone(newPhone, 'phone'));
  if (errors.length > 0) failValidation(errors);
  return {
    email,
    iban,
    workingType: workingType === undefined ? undefined : workingType === '2' ? 2 : 1,
    address,
    phone: newPhone,
    files,
    verificationCode: text(form, 'verificationCode') ?? '',
  };
}

/**
 * A new document or another vehicle is what the approval judged: an approved courier goes back to
 * approval (issue 16), never in the middle of a job or a tender.
 */
export function needsReapproval(change: ProfileChange, currentWorkingType: number): boolean {
  const vehicleChanged = change.workingType !== undefined && change.workingType !== currentWorkingType;
  return vehicleChanged || Object.values(change.files).some((f) => f !== null);
}

/** The SMS with the profile change's code. */
export const profileChangeText = (code: string): string =>
  `Kurye Çağır profil değişikliği doğrulama kodunuz: ${code}. Bu kodu kimseyle paylaşmayınız.`;

/** The SMS with the application's code. */
export const applicationCodeText = (code: string): string =>
  `Kurye Çağır kurye başvurusu doğrulama kodunuz: ${code}`;

/** requestCourierApplicationCode's body. */
export const applicationCodeSchema = v.object({
  phone: textSchema('phone', 'PHONE_REQUIRED'),
  identityNumber: v.optional(textSchema('phone')),
});

/** The phone (normalised) and national id of a code request, or 400 naming what is wrong. */
export function applicationCodeRequest(body: v.InferOutput<typeof applicationCodeSchema>) {
  const phone = normalizePhone(body.phone);
  const identityNumber = body.identityNumber?.trim() ?? '';
  const errors = [
    ...validateGuestPhone(phone, 'phone'),
    ...(identityNumber ? validateTckn(identityNumber) : []),
  ];
  if (errors.length > 0) failValidation(errors);
  return { phone, identityNumber };
}

/**
 * Application codes asked for (each is an SMS, and five guesses): per phone at most 3 in 15
 * minutes, per national id at most 5 in an hour, whatever the phone (issue 27).
 */
export const CODE_REQUEST_LIMITS = {
  perPhone: { max: 3, minutes: 15 },
  perIdentityNumber: { max: 5, minutes: 60 },
} as const;

/** When the oldest of the last `max` sends leaves the window, if `max` were sent within it. */
function heldUntil(sentAt: readonly number[], max: number, minutes: number, t: number): number {
  const windowMs = minutes * 60_000;
  const recent = sentAt.filter((at) => at > t - windowMs).sort((a, b) => a - b);
  return recent.length < max ? 0 : recent[recent.length - max]! + windowMs;
}

/**
 * 429 TOO_MANY_CODE_REQUESTS (with Retry-After and the time in the desc) beyond CODE_REQUEST_LIMITS,
 * given when the phone's and the national id's earlier application codes were sent (epoch ms).
 */
export function assertMayAskForCode(
  phoneSends: readonly number[],
  identityNumberSends: readonly number[],
  t: number,
): void {
  const { perPhone, perIdentityNumber } = CODE_REQUEST_LIMITS;
  const until = Math.max(
    heldUntil(phoneSends, perPhone.max, perPhone.minutes, t),
    heldUntil(identityNumberSends, perIdentityNumber.max, perIdentityNumber.minutes, t),
  );
  if (until > t)
    failRetryLater(
      'TOO_MANY_CODE_REQUESTS',
      `Çok sık doğrulama kodu istendi. Lütfen ${formatDateTime(until)} sonrasında tekrar deneyiniz.`,
      (until - t) / 1000,
    );
}
