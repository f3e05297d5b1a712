// A courier application with documents of the largest size, and raw reads of document URLs: for
// documents.test.ts (over HTTP) and documents.memory.test.ts.
import { expect } from 'vitest';
import { PHOTO_MAX_BYTES } from '@/domain/validators';
import { BASE, api, lastSmsCode } from './api';
import { courierForm } from './operation-samples';

export interface DocumentRef {
  id: number;
  kind: string;
  url: string;
  thumbnailUrl?: string;
  contentType: string;
  size: number;
}
export interface Application {
  userId: number;
  photo: DocumentRef | null;
  drivingLicense: DocumentRef | null;
  criminalRecordCertificate: DocumentRef | null;
  taxCertificate: DocumentRef | null;
}

export const KINDS = ['photo', 'drivingLicense', 'criminalRecordCertificate', 'taxCertificate'] as const;

/** T.C. kimlik no with valid checksums from 9 leading digits. */
export function tckn(nine: string): string {
  const d = [...nine].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (d.reduce((a, b) => a + b, 0) + tenth) % 10;
  return `${nine}${tenth}${eleventh}`;
}

/** A PNG of the largest size allowed: the signature, then padding. */
export function bigPng(name: string): File {
  const bytes = new Uint8Array(PHOTO_MAX_BYTES);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: 'image/png' });
}

/** Applicant i (phone 0546 200 000i) applies through the API with four 5 MB documents. */
export async function applyWithBigDocuments(i: number): Promise<void> {
  const form = courierForm();
  const phone = `0546${String(2000000 + i).padStart(7, '0')}`;
  const identityNumber = tckn(String(200000000 + i));
  form.set('phone', phone);
  form.set('identityNumber', identityNumber);
  form.set('email', `basvuru${i}@example.com`);
  for (const kind of KINDS) form.set(kind, bigPng(`${kind}.png`));
  const sent = await api('POST', '/courier/register/code', { body: { phone, identityNumber } });
  expect(sent.status).toBe(200);
  form.set('verificationCode', await lastSmsCode(phone));
  const res = await api('POST', '/courier/register', { body: form });
  expect(res.status).toBe(201);
}

export async function raw(path: string, token?: string): Promise<Response> {
  return fetch(`${BASE}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

export const apiPath = (url: string) => url.replace(/^\/api\/v1/, '');
