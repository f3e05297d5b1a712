import { describe, expect, it } from 'vitest';
import {
  applicationErrors,
  byteErrors,
  changeNotice,
  formFile,
  formText,
  IMAGE,
  overlongFields,
  sensitiveChanges,
  validateDocument,
} from './courier-form';
import { PHOTO_MAX_BYTES } from './validators';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (name = 'a.png') => new File([PNG], name, { type: 'image/png' });
const script = () => new File(['#!/bin/sh echo'], 'photo.png', { type: 'image/png' });

describe('the courier form', () => {
  it('reads trimmed texts and non-empty files', () => {
    const form = new FormData();
    form.set('name', '  Ali ');
    form.set('photo', png());
    form.set('empty', new File([], 'x.png', { type: 'image/png' }));
    expect(formText(form, 'name')).toBe('Ali');
    expect(formText(form, 'surname')).toBeUndefined();
    expect(formFile(form, 'photo')?.name).toBe('a.png');
    expect(formFile(form, 'empty')).toBeNull();
  });

  it('flags text fields longer than their kind allows', () => {
    const form = new FormData();
    form.set('name', 'a'.repeat(500));
    form.set('surname', 'Yılmaz');
    expect(overlongFields(form)).toEqual([{ field: 'name', code: 'TEXT_TOO_LONG' }]);
  });

  it('takes JPEG or PNG documents up to the photo limit, required or not', () => {
    expect(validateDocument(null, 'taxCertificate', null)).toEqual([]);
    expect(validateDocument(null, 'photo', 'PHOTO_REQUIRED')).toEqual([
      { field: 'photo', code: 'PHOTO_REQUIRED' },
    ]);
    expect(validateDocument(new File(['x'], 'a.pdf', { type: 'application/pdf' }), 'photo', null)).toEqual([
      { field: 'photo', code: 'FILE_TYPE_INVALID' },
    ]);
    const big = new File([new Uint8Array(PHOTO_MAX_BYTES + 1)], 'b.png', { type: 'image/png' });
    expect(validateDocument(big, 'photo', null)).toEqual([{ field: 'photo', code: 'PHOTO_TOO_LARGE' }]);
    expect(validateDocument(png(), 'photo', null)).toEqual([]);
  });

  it('checks the bytes of the files whose declared checks passed', async () => {
    expect(await byteErrors([[png(), 'photo', IMAGE]], [])).toEqual([]);
    expect(await byteErrors([[script(), 'photo', IMAGE]], [])).toEqual([
      { field: 'photo', code: 'FILE_TYPE_INVALID' },
    ]);
    expect(
      await byteErrors([[script(), 'photo', IMAGE]], [{ field: 'photo', code: 'PHOTO_REQUIRED' }]),
    ).toEqual([]);
  });

  it('names what a resubmitted application still lacks', () => {
    const complete = {
      iban: 'TR330006100519786457841326',
      address: {},
      photo: 1,
      drivingLicense: 2,
      criminalRecordCertificate: 3,
    };
    expect(applicationErrors(complete, 'ali@example.com')).toEqual([]);
    expect(
      applicationErrors(
        { ...complete, address: null, photo: null, criminalRecordCertificate: null },
        null,
      ).map((e) => e.code),
    ).toEqual(['EMAIL_INVALID', 'ADDRESS_REQUIRED', 'PHOTO_REQUIRED', 'CRIMINAL_RECORD_REQUIRED']);
  });

  it('asks for a code only for a real change of the IBAN, the phone or the e-mail', () => {
    const current = { iban: 'TR1', phone: '05321234567', email: 'a@b.co' };
    expect(sensitiveChanges(current, { iban: 'TR1', phone: '05321234567', email: 'a@b.co' })).toEqual([]);
    expect(sensitiveChanges(current, {})).toEqual([]);
    expect(sensitiveChanges(current, { iban: 'TR2', phone: '05329999999', email: 'c@d.co' })).toEqual([
      'iban',
      'phone',
      'email',
    ]);
    expect(changeNotice(['iban', 'email'], Date.UTC(2026, 10, 24, 9, 5))).toBe(
      'Kurye Çağır: Hesabınızda ödeme IBAN bilginiz, e-posta adresiniz 24.11.2026 12:05 itibarıyla değiştirildi. Bu değişikliği siz yapmadıysanız hemen bizimle iletişime geçiniz.',
    );
  });
});
