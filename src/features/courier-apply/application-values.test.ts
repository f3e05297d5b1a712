import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  applicationBody,
  applicationErrors,
  initialApplication,
  isUntouched,
  Step,
  stepErrors,
  stepOfField,
  type ApplicationValues,
} from './application-values';
import { clearApplicationDraft, loadApplicationDraft, saveApplicationDraft } from './draft';

const doc = () => ({
  blob: new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }),
  name: 'belge.jpg',
  pickedSize: 4,
});

function complete(): ApplicationValues {
  return {
    ...initialApplication(),
    name: 'Deniz',
    surname: 'Koç',
    identityNumber: '10000000146',
    phone: '05461112233',
    email: 'deniz@example.com',
    workingType: 1,
    cityId: 34,
    countyId: 34023,
    districtId: 34023005,
    fullAddress: 'Moda Cad. No:12 Daire 3',
    iban: 'TR330006100519786457841326',
    documents: {
      photo: doc(),
      drivingLicense: doc(),
      criminalRecordCertificate: doc(),
      taxCertificate: doc(),
    },
    kvkkRead: true,
    isAcceptedKVKK: true,
  };
}

const codes = (errors: { field: string; code: string }[]) => errors.map((e) => `${e.field}:${e.code}`);

describe('courier application steps (docs/forms-and-validation.md)', () => {
  it('accepts a complete application', () => {
    expect(applicationErrors(complete())).toEqual([]);
  });

  it('names every missing personal field, the e-mail required', () => {
    expect(codes(stepErrors(Step.Personal, initialApplication()))).toEqual([
      'name:NAME_REQUIRED',
      'surname:SURNAME_REQUIRED',
      'identityNumber:IDENTITY_NUMBER_REQUIRED',
      'phone:PHONE_REQUIRED',
      'email:EMAIL_INVALID',
    ]);
    const v = { ...complete(), identityNumber: '10000000147', email: 'deniz@', password: 'kisa' };
    expect(codes(stepErrors(Step.Personal, v))).toEqual([
      'identityNumber:IDENTITY_NUMBER_INVALID',
      'email:EMAIL_INVALID',
      'password:PASSWORD_TOO_SHORT',
    ]);
  });

  it('checks the vehicle, the address (full address at least 10 characters) and the IBAN', () => {
    expect(codes(stepErrors(Step.Vehicle, initialApplication()))).toEqual([
      'workingType:WORKING_TYPE_REQUIRED',
    ]);
    expect(
      codes(stepErrors(Step.Address, { ...complete(), districtId: 0, fullAddress: ' Moda 12  ' })),
    ).toEqual(['districtId:DISTRICT_REQUIRED', 'fullAddress:FULL_ADDRESS_TOO_SHORT']);
    expect(codes(stepErrors(Step.Bank, { ...complete(), iban: 'tr33 0006 1005 1978 6457 8413 26' }))).toEqual(
      [],
    );
    expect(codes(stepErrors(Step.Bank, { ...complete(), iban: 'TR330006100519786457841327' }))).toEqual([
      'iban:IBAN_INVALID',
    ]);
  });

  it('requires the four documents and the KVKK consent', () => {
    const v = { ...complete(), isAcceptedKVKK: false };
    v.documents = { ...v.documents, criminalRecordCertificate: null, taxCertificate: null };
    expect(codes(applicationErrors(v))).toEqual([
      'criminalRecordCertificate:CRIMINAL_RECORD_REQUIRED',
      'taxCertificate:TAX_CERTIFICATE_REQUIRED',
      'isAcceptedKVKK:KVKK_REQUIRED',
    ]);
  });

  it('finds the step of a field, also of the server’s errors[]', () => {
    expect(stepOfField('identityNumber')).toBe(Step.Personal);
    expect(stepOfField('address')).toBe(Step.Address);
    expect(stepOfField('iban')).toBe(Step.Bank);
    expect(stepOfField('taxCertificate')).toBe(Step.Documents);
    expect(stepOfField('isAcceptedKVKK')).toBe(Step.Consent);
  });

  it('sends the server’s field names, the IBAN without spaces, the documents as files', () => {
    const body = applicationBody({ ...complete(), iban: 'tr33 0006 1005 1978 6457 8413 26' }, ' 123456 ');
    expect(body.iban).toBe('TR330006100519786457841326');
    expect(body.verificationCode).toBe('123456');
    expect(body.isAcceptedKVKK).toBe('true');
    expect(body.password).toBeUndefined();
    expect(body.photo).toBeInstanceOf(File);
    expect((body.photo as File).type).toBe('image/jpeg');
  });
});

describe('the application draft', () => {
  it('is untouched only as it opens', () => {
    expect(isUntouched(initialApplication())).toBe(true);
    expect(isUntouched({ ...initialApplication(), name: 'D' })).toBe(false);
    const withDoc = initialApplication();
    withDoc.documents.photo = doc();
    expect(isUntouched(withDoc)).toBe(false);
  });

  it('keeps every field, the step and the documents until cleared', async () => {
    const values = complete();
    await saveApplicationDraft({ values, step: 4, savedAt: new Date().toISOString() });
    const draft = await loadApplicationDraft();
    expect(draft?.step).toBe(4);
    expect(draft?.values.iban).toBe(values.iban);
    expect(draft?.values.documents.taxCertificate?.name).toBe('belge.jpg');
    await clearApplicationDraft();
    expect(await loadApplicationDraft()).toBeNull();
  });
});
