// The application as the form holds it, and each step's check (docs/forms-and-validation.md through the shared domain
// validators, the rules the server checks again).
import { normalizeIban, validateIban } from '@/domain/iban';
import type { ValidationCode } from '@/domain/validation-messages';
import {
  FULL_ADDRESS_MIN_LENGTH,
  validateCourierRegistration,
  type ValidationError,
} from '@/domain/validators';
import type { StoredDocument } from '@/lib/image/picked-image';

export const DOCUMENT_FIELDS = [
  'photo',
  'drivingLicense',
  'criminalRecordCertificate',
  'taxCertificate',
] as const;
export type DocumentField = (typeof DOCUMENT_FIELDS)[number];

const documentRequiredCode: Record<DocumentField, ValidationCode> = {
  photo: 'PHOTO_REQUIRED',
  drivingLicense: 'DRIVING_LICENSE_REQUIRED',
  criminalRecordCertificate: 'CRIMINAL_RECORD_REQUIRED',
  taxCertificate: 'TAX_CERTIFICATE_REQUIRED',
};

export interface ApplicationValues {
  name: string;
  surname: string;
  identityNumber: string;
  /** Normalised digits ("05461112233"). */
  phone: string;
  email: string;
  password: string;
  /** 1 Motor, 2 Araba, 0 not chosen. */
  workingType: number;
  cityId: number;
  countyId: number;
  districtId: number;
  cityName: string;
  countyName: string;
  districtName: string;
  fullAddress: string;
  /** Capitals and digits, no spaces (shown in groups of four). */
  iban: string;
  documents: Record<DocumentField, StoredDocument | null>;
  /** The KVKK notice was scrolled to its end or opened in full. */
  kvkkRead: boolean;
  isAcceptedKVKK: boolean;
}

export function initialApplication(): ApplicationValues {
  return {
    name: '',
    surname: '',
    identityNumber: '',
    phone: '',
    email: '',
    password: '',
    workingType: 0,
    cityId: 0,
    countyId: 0,
    districtId: 0,
    cityName: '',
    countyName: '',
    districtName: '',
    fullAddress: '',
    iban: '',
    documents: { photo: null, drivingLicense: null, criminalRecordCertificate: null, taxCertificate: null },
    kvkkRead: false,
    isAcceptedKVKK: false,
  };
}

export const APPLICATION_STEPS = 6;
export const Step = { Personal: 0, Vehicle: 1, Address: 2, Bank: 3, Documents: 4, Consent: 5 } as const;

const PERSONAL_FIELDS = ['name', 'surname', 'identityNumber', 'phone', 'email', 'password'];

function personalErrors(v: ApplicationValues): ValidationError[] {
  const errors = validateCourierRegistration({
    name: v.name,
    surname: v.surname,
    identityNumber: v.identityNumber.trim(),
    workingType: 1,
    isAcceptedKVKK: true,
    phone: v.phone,
    email: v.email.trim(),
    password: v.password,
  });
  // The e-mail is required here (the shared check only judges one that was given).
  if (!v.email.trim()) errors.push({ field: 'email', code: 'EMAIL_INVALID' });
  return errors.sort((a, b) => PERSONAL_FIELDS.indexOf(a.field) - PERSONAL_FIELDS.indexOf(b.field));
}

function addressErrors(v: ApplicationValues): ValidationError[] {
  const errors: ValidationError[] = [];
  if (!v.cityId) errors.push({ field: 'cityId', code: 'CITY_REQUIRED' });
  if (!v.countyId) errors.push({ field: 'countyId', code: 'COUNTY_REQUIRED' });
  if (!v.districtId) errors.push({ field: 'districtId', code: 'DISTRICT_REQUIRED' });
  if (v.fullAddress.trim().length < FULL_ADDRESS_MIN_LENGTH)
    errors.push({ field: 'fullAddress', code: 'FULL_ADDRESS_TOO_SHORT' });
  return errors;
}

/** The errors of one step, in the order of its fields. */
export function stepErrors(step: number, v: ApplicationValues): ValidationError[] {
  switch (step) {
    case Step.Personal:
      return personalErrors(v);
    case Step.Vehicle:
      return v.workingType === 1 || v.workingType === 2
        ? []
        : [{ field: 'workingType', code: 'WORKING_TYPE_REQUIRED' }];
    case Step.Address:
      return addressErrors(v);
    case Step.Bank:
      return validateIban(normalizeIban(v.iban));
    case Step.Documents:
      return DOCUMENT_FIELDS.filter((f) => !v.documents[f]).map((f) => ({
        field: f,
        code: documentRequiredCode[f],
      }));
    case Step.Consent:
      return v.isAcceptedKVKK ? [] : [{ field: 'isAcceptedKVKK', code: 'KVKK_REQUIRED' }];
    default:
      return [];
  }
}

/** Every step's errors, in step order. */
export function applicationErrors(v: ApplicationValues): ValidationError[] {
  return Array.from({ length: APPLICATION_STEPS }, (_, step) => stepErrors(step, v)).flat();
}

/** The step a field (of the form or of the server's errors[]) belongs to. */
export function stepOfField(field: string): number {
  if (PERSONAL_FIELDS.includes(field)) return Step.Personal;
  if (field === 'workingType') return Step.Vehicle;
  if (['cityId', 'countyId', 'districtId', 'fullAddress', 'address'].includes(field)) return Step.Address;
  if (field === 'iban') return Step.Bank;
  if ((DOCUMENT_FIELDS as readonly string[]).includes(field)) return Step.Documents;
  return Step.Consent;
}

/** Whether the form is as it opens: nothing to keep as a draft. */
export function isUntouched(v: ApplicationValues): boolean {
  const blank = initialApplication();
  return (
    (Object.keys(blank) as (keyof ApplicationValues)[]).every(
      (k) => k === 'documents' || v[k] === blank[k],
    ) && DOCUMENT_FIELDS.every((f) => !v.documents[f])
  );
}

/** The multipart body of registerCourier (the server's field names). */
export function applicationBody(
  v: ApplicationValues,
  verificationCode: string,
): Record<string, string | Blob> {
  const body: Record<string, string | Blob> = {
    name: v.name.trim(),
    surname: v.surname.trim(),
    identityNumber: v.identityNumber.trim(),
    workingType: String(v.workingType),
    isAcceptedKVKK: String(v.isAcceptedKVKK),
    phone: v.phone,
    email: v.email.trim(),
    iban: normalizeIban(v.iban),
    cityId: String(v.cityId),
    countyId: String(v.countyId),
    districtId: String(v.districtId),
    fullAddress: v.fullAddress.trim(),
    verificationCode: verificationCode.trim(),
  };
  if (v.password) body.password = v.password;
  for (const f of DOCUMENT_FIELDS) {
    const doc = v.documents[f];
    if (doc) body[f] = new File([doc.blob], doc.name, { type: doc.blob.type });
  }
  return body;
}
