// docs/forms-and-validation.md validation rules, shared by the forms and the mock server (server-side
// validation). Every check returns codes of the catalogue in validation-messages.ts.
import { MAX_DELIVERIES, MONEY_MAX } from './limits';
import { isBlankText, textProblem } from './text';
import { isPaymentTypeEnabled, vehicleOfWeight, type ParamRow } from './params';
import type { ValidationCode } from './validation-messages';

export interface ValidationError {
  /** Path of the field, e.g. `shipmentList[0].startAddress.cityId`. */
  field: string;
  code: ValidationCode;
}

export const PHONE_MAX_LENGTH = 16;
export const FULL_ADDRESS_MIN_LENGTH = 10;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/**
 * The largest image a person may pick for a courier document. Phone photos are 4-12 MB; the app
 * shrinks them on the device (longest side 1600 px, JPEG) before upload, so what reaches the
 * server stays far below PHOTO_MAX_BYTES.
 */
export const PICKED_IMAGE_MAX_BYTES = 15 * 1024 * 1024;
/** A password chosen on the courier application (optional; when given, at least this long). */
export const PASSWORD_MIN_LENGTH = 8;
export const GUEST_PHONE_PATTERN = /^0[1-9]\d{9}$/;

/**
 * Phone input as docs/forms-and-validation.md has it: digits only, a forced leading 0, and a second digit other
 * than 5 dropped, so the result starts with 05. A pasted +90 / 0090 / 90 prefix is removed
 * first; the result is at most 11 digits (0 + 10).
 */
export function normalizePhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.startsWith('0090')) digits = digits.slice(4);
  else if (digits.startsWith('90') && digits.length >= 12) digits = digits.slice(2);
  if (digits === '') return '';
  if (!digits.startsWith('0')) digits = `0${digits}`;
  while (digits.length > 1 && digits[1] !== '5') digits = digits[0] + digits.slice(2);
  return digits.slice(0, 11);
}

/** Display grouping 0(5xx) xxx xx xx of a (partial) normalised phone. */
export function formatPhoneGroups(phone: string): string {
  const d = normalizePhone(phone);
  if (d.length <= 1) return d;
  const area = d.slice(1, 4);
  let out = `0(${area}`;
  if (d.length >= 4) out += ')';
  if (d.length > 4) out += ` ${d.slice(4, 7)}`;
  if (d.length > 7) out += ` ${d.slice(7, 9)}`;
  if (d.length > 9) out += ` ${d.slice(9, 11)}`;
  return out;
}

export function isValidPhone(phone: string | null | undefined): boolean {
  return typeof phone === 'string' && GUEST_PHONE_PATTERN.test(phone);
}

/** Guest phone on the shipment form: required, 0 + [1-9] + 9 digits. */
export function validateGuestPhone(
  phone: string | null | undefined,
  field = 'phoneNumber',
): ValidationError[] {
  if (!phone) return [{ field, code: 'PHONE_REQUIRED' }];
  return isValidPhone(phone) ? [] : [{ field, code: 'PHONE_INVALID' }];
}

/** T.C. kimlik no: 11 digits, first not 0, digits 10 and 11 are checksums. */
export function isValidTckn(value: string | null | undefined): boolean {
  if (typeof value !== 'string' || !/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number) as number[];
  const at = (i: number) => d[i] ?? 0;
  const odd = at(0) + at(2) + at(4) + at(6) + at(8);
  const even = at(1) + at(3) + at(5) + at(7);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((a, b) => a + b, 0) % 10;
  return tenth === at(9) && eleventh === at(10);
}

export function validateTckn(value: string | null | undefined, field = 'identityNumber'): ValidationError[] {
  if (!value) return [{ field, code: 'IDENTITY_NUMBER_REQUIRED' }];
  return isValidTckn(value) ? [] : [{ field, code: 'IDENTITY_NUMBER_INVALID' }];
}

export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value);
}

export interface AddressInput {
  title?: string | null;
  cityId?: number | null;
  countyId?: number | null;
  districtId?: number | null;
  fullAddress?: string | null;
  phoneNumber?: string | null;
  worldCoordinate?: { lat?: number | null; long?: number | null } | null;
}

const filled = (id: number | null | undefined) => typeof id === 'number' && id > 0;

/**
 * Pickup (`START`) or delivery (`DELIVERY`) address. The delivery phone is required; the
 * pickup phone is checked only when given.
 */
export function validateAddress(
  address: AddressInput | null | undefined,
  kind: 'START' | 'DELIVERY',
  path: string,
): ValidationError[] {
  const a = address ?? {};
  const errors: ValidationError[] = [];
  const add = (field: string, code: ValidationCode) => errors.push({ field: `${path}.${field}`, code });
  if (!a.title?.trim()) add('title', `${kind}_TITLE_REQUIRED`);
  if (!filled(a.cityId)) add('cityId', `${kind}_CITY_REQUIRED`);
  if (!filled(a.countyId)) add('countyId', `${kind}_COUNTY_REQUIRED`);
  if (!filled(a.districtId)) add('districtId', `${kind}_DISTRICT_REQUIRED`);
  if ((a.fullAddress?.trim().length ?? 0) < FULL_ADDRESS_MIN_LENGTH)
    add('fullAddress', `${kind}_FULL_ADDRESS_REQUIRED`);
  const lat = a.worldCoordinate?.lat ?? 0;
  const long = a.worldCoordinate?.long ?? 0;
  if (!Number.isFinite(lat) || !Number.isFinite(long) || lat === 0 || long === 0) {
    add('worldCoordinate', `${kind}_COORDINATES_REQUIRED`);
  }
  if (kind === 'DELIVERY') {
    if (!a.phoneNumber) add('phoneNumber', 'DELIVERY_PHONE_REQUIRED');
    else if (!isValidPhone(a.phoneNumber)) add('phoneNumber', 'DELIVERY_PHONE_INVALID');
  } else if (a.phoneNumber && !isValidPhone(a.phoneNumber)) {
    add('phoneNumber', 'START_PHONE_INVALID');
  }
  return errors;
}

export interface DeliveryInput {
  startAddress?: AddressInput | null;
  contentType?: number | null;
  note?: string | null;
}

export interface ShipmentInput {
  vehicleType?: number | null;
  weightType?: number | null;
  paymentType?: number | null;
  includeInsurance?: boolean | null;
  shipmentValue?: number | null;
  startAddress?: AddressInput | null;
  shipmentList?: readonly DeliveryInput[] | null;
}

/**
 * The parameter rows a check reads. Without them the built-in tables apply (the ones the mock
 * serves); the form passes the rows it offers, so a weight it lists is a weight it accepts.
 */
export interface ValidationTables {
  /** ShipmentWeight rows: paramValueNumber2 is the vehicle type of the class. */
  weightRows?: readonly ParamRow[];
}

/** Step 1 (Gönderi Özellikleri): vehicle, weight in the vehicle's group, payment. */
export function validateShipmentFeatures(s: ShipmentInput, tables: ValidationTables = {}): ValidationError[] {
  const errors: ValidationError[] = [];
  if (s.vehicleType !== 1 && s.vehicleType !== 2)
    errors.push({ field: 'vehicleType', code: 'VEHICLE_TYPE_REQUIRED' });
  const weight = s.weightType ?? 0;
  const weightVehicle = vehicleOfWeight(weight, tables.weightRows);
  if (weightVehicle === undefined) errors.push({ field: 'weightType', code: 'WEIGHT_TYPE_REQUIRED' });
  else if ((s.vehicleType === 1 || s.vehicleType === 2) && weightVehicle !== s.vehicleType) {
    errors.push({ field: 'weightType', code: 'WEIGHT_TYPE_MISMATCH' });
  }
  const payment = s.paymentType ?? 1;
  if (!isPaymentTypeEnabled(payment)) {
    errors.push({
      field: 'paymentType',
      code: payment === 2 ? 'PAYMENT_TYPE_DISABLED' : 'PAYMENT_TYPE_REQUIRED',
    });
  }
  return errors;
}

/** Step 3 (Güvence Hizmeti): with insurance the value must be above 0. */
export function validateInsurance(s: ShipmentInput): ValidationError[] {
  if (!s.includeInsurance) return [];
  if (!((s.shipmentValue ?? 0) > 0)) return [{ field: 'shipmentValue', code: 'SHIPMENT_VALUE_REQUIRED' }];
  return (s.shipmentValue ?? 0) > MONEY_MAX ? [{ field: 'shipmentValue', code: 'MONEY_TOO_LARGE' }] : [];
}

export function validateDeliveries(list: readonly DeliveryInput[] | null | undefined): ValidationError[] {
  if (!list || list.length === 0) return [{ field: 'shipmentList', code: 'DELIVERY_REQUIRED' }];
  if (list.length > MAX_DELIVERIES) return [{ field: 'shipmentList', code: 'TOO_MANY_DELIVERIES' }];
  return list.flatMap((item, i) => {
    const path = `shipmentList[${i}]`;
    const errors: ValidationError[] = [];
    if (!filled(item.contentType) || (item.contentType ?? 0) > 8) {
      errors.push({ field: `${path}.contentType`, code: 'CONTENT_TYPE_REQUIRED' });
    }
    return errors.concat(validateAddress(item.startAddress, 'DELIVERY', `${path}.startAddress`));
  });
}

/** The whole shipment, as the server checks it on create. */
export function validateShipment(s: ShipmentInput, tables: ValidationTables = {}): ValidationError[] {
  return [
    ...validateShipmentFeatures(s, tables),
    ...validateAddress(s.startAddress, 'START', 'startAddress'),
    ...validateDeliveries(s.shipmentList),
    ...validateInsurance(s),
  ];
}

export interface CourierRegistrationInput {
  name?: string | null;
  surname?: string | null;
  identityNumber?: string | null;
  workingType?: number | null;
  isAcceptedKVKK?: boolean | null;
  phone?: string | null;
  email?: string | null;
  /** Optional; when given, at least PASSWORD_MIN_LENGTH characters. */
  password?: string | null;
}

export function validateCourierRegistration(c: CourierRegistrationInput): ValidationError[] {
  const errors: ValidationError[] = [];
  // Only invisible characters (U+200B, U+3164) is no name; control characters and bidi overrides
  // are refused (issue 27, text.ts).
  for (const [field, value, required] of [
    ['name', c.name, 'NAME_REQUIRED'],
    ['surname', c.surname, 'SURNAME_REQUIRED'],
  ] as const) {
    if (isBlankText(value)) errors.push({ field, code: required });
    else if (value && textProblem(value, 'name')) errors.push({ field, code: 'TEXT_INVALID_CHARACTERS' });
  }
  errors.push(...validateTckn(c.identityNumber));
  if (c.workingType !== 1 && c.workingType !== 2)
    errors.push({ field: 'workingType', code: 'WORKING_TYPE_REQUIRED' });
  if (c.isAcceptedKVKK !== true) errors.push({ field: 'isAcceptedKVKK', code: 'KVKK_REQUIRED' });
  errors.push(...validateGuestPhone(c.phone, 'phone'));
  if (c.email && !isValidEmail(c.email)) errors.push({ field: 'email', code: 'EMAIL_INVALID' });
  if (c.password && c.password.length < PASSWORD_MIN_LENGTH)
    errors.push({ field: 'password', code: 'PASSWORD_TOO_SHORT' });
  return errors;
}

/**
 * A new password (issue 28: "Şifremi Unuttum"): required, and the application's rule
 * (PASSWORD_MIN_LENGTH characters at least).
 */
export function validateNewPassword(
  password: string | null | undefined,
  field = 'password',
): ValidationError[] {
  if (!password) return [{ field, code: 'PASSWORD_REQUIRED' }];
  if (password.length < PASSWORD_MIN_LENGTH) return [{ field, code: 'PASSWORD_TOO_SHORT' }];
  return [];
}

export interface FileInput {
  type: string;
  size: number;
}

/** An uploaded image: required (with the given code), JPEG or PNG, at most 5 MB. */
export function validateImage(
  file: FileInput | null | undefined,
  field: string,
  requiredCode: ValidationCode = 'PHOTO_REQUIRED',
): ValidationError[] {
  if (!file || file.size === 0) return [{ field, code: requiredCode }];
  if (!['image/jpeg', 'image/png'].includes(file.type)) return [{ field, code: 'FILE_TYPE_INVALID' }];
  if (file.size > PHOTO_MAX_BYTES) return [{ field, code: 'PHOTO_TOO_LARGE' }];
  return [];
}

export type FileKind = 'jpeg' | 'png' | 'pdf';

/**
 * What a file is by its first bytes (its magic number), not by its name or declared type:
 * JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, PDF "%PDF-". Null for anything else.
 */
export function fileKindOf(head: Uint8Array): FileKind | null {
  const starts = (bytes: readonly number[]) => bytes.every((b, i) => head[i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  return null;
}

/** The weight class belongs to the vehicle (its ShipmentWeight row's paramValueNumber2). */
export function vehicleOfWeightMatches(
  vehicleType: number,
  weightType: number,
  weightRows?: readonly ParamRow[],
): boolean {
  return vehicleOfWeight(weightType, weightRows) === vehicleType;
}
