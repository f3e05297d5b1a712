// The courier application's and profile's multipart form (POST /courier/register, PUT
// /courier/profile) as a server reads and checks it: the fields, their lengths, the photos by
// declared type and by their bytes, what a resubmitted application must have, which changes need
// a fresh SMS code. Used by the emulated server (mocks/handlers/courier.ts); a real server imports
// them as they are (FormData and File are the web platform's, in Node too).
import { formatDateTime } from './format';
import { validateIban } from './iban';
import { TEXT_MAX, type TextKind } from './limits';
import { textLength } from './text';
import type { ValidationCode } from './validation-messages';
import { fileKindOf, type FileKind, isValidEmail, PHOTO_MAX_BYTES, type ValidationError } from './validators';

/** A text field, trimmed; undefined when it was not sent. */
export function formText(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : undefined;
}

/** A file field; null when none (or an empty one) was sent. */
export function formFile(form: FormData, name: string): File | null {
  const value = form.get(name);
  return value instanceof File && value.size > 0 ? value : null;
}

/** Every document is a JPEG or PNG photo (docs/forms-and-validation.md: "file type jpeg or png"). */
export function validateDocument(
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

export const IMAGE: readonly FileKind[] = ['jpeg', 'png'];

/** The file checks by bytes, for the fields the declared checks passed. */
export async function byteErrors(
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
export function overlongFields(form: FormData): ValidationError[] {
  const errors: ValidationError[] = [];
  for (const [field, kind] of Object.entries(formTextKinds)) {
    const value = form.get(field);
    if (typeof value === 'string' && textLength(value) > TEXT_MAX[kind])
      errors.push({ field, code: 'TEXT_TOO_LONG' });
  }
  return errors;
}

/** What a courier profile holds, as the resubmission rule reads it (a document is its id or null). */
export interface ApplicationProfile {
  iban: string;
  address: object | null;
  photo: number | null;
  drivingLicense: number | null;
  criminalRecordCertificate: number | null;
}

/** What the admin must see again before the application resubmitted may be approved (issue 16). */
export function applicationErrors(profile: ApplicationProfile, email: string | null): ValidationError[] {
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

export type SensitiveField = 'iban' | 'phone' | 'email';

/** Which of the IBAN, the phone and the e-mail a profile update really changes. */
export function sensitiveChanges(
  current: { iban: string; phone: string; email: string },
  next: { iban?: string; email?: string; phone?: string },
): SensitiveField[] {
  const out: SensitiveField[] = [];
  if (next.iban !== undefined && next.iban !== current.iban) out.push('iban');
  if (next.phone !== undefined && next.phone !== current.phone) out.push('phone');
  if (next.email !== undefined && next.email !== current.email) out.push('email');
  return out;
}

const sensitiveLabels: Record<SensitiveField, string> = {
  iban: 'ödeme IBAN bilginiz',
  phone: 'telefon numaranız',
  email: 'e-posta adresiniz',
};

/** The SMS to the phone on file after a sensitive change, made at `at` (epoch ms). */
export function changeNotice(fields: readonly SensitiveField[], at: number): string {
  const what = fields.map((f) => sensitiveLabels[f]).join(', ');
  return `Kurye Çağır: Hesabınızda ${what} ${formatDateTime(at)} itibarıyla değiştirildi. Bu değişikliği siz yapmadıysanız hemen bizimle iletişime geçiniz.`;
}
