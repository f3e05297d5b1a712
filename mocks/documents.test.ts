// Issue 27, item 7: a courier's documents live at their own URL (staff and the owner only); lists
// and profiles carry references and thumbnail URLs, never the files.
import { describe, expect, it } from 'vitest';
import type { Page } from '@/api/list';
import { PHOTO_MAX_BYTES } from '@/domain/validators';
import { db } from './db';
import { SEED_USERS } from './seed/users';
import { BASE, accounts, api, lastSmsCode, passwordLogin, setupMockServer } from './test/api';
import { courierForm } from './test/operation-samples';

setupMockServer();

interface DocumentRef {
  id: number;
  kind: string;
  url: string;
  thumbnailUrl?: string;
  contentType: string;
  size: number;
}
interface Application {
  userId: number;
  photo: DocumentRef | null;
  drivingLicense: DocumentRef | null;
  criminalRecordCertificate: DocumentRef | null;
  taxCertificate: DocumentRef | null;
}

const KINDS = ['photo', 'drivingLicense', 'criminalRecordCertificate', 'taxCertificate'] as const;

/** T.C. kimlik no with valid checksums from 9 leading digits. */
function tckn(nine: string): string {
  const d = [...nine].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (d.reduce((a, b) => a + b, 0) + tenth) % 10;
  return `${nine}${tenth}${eleventh}`;
}

/** A PNG of the largest size allowed: the signature, then padding. */
function bigPng(name: string): File {
  const bytes = new Uint8Array(PHOTO_MAX_BYTES);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: 'image/png' });
}

async function apply(i: number): Promise<void> {
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

async function raw(path: string, token?: string): Promise<Response> {
  return fetch(`${BASE}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

const apiPath = (url: string) => url.replace(/^\/api\/v1/, '');

describe('documents are not inlined into lists (issue 27, item 7)', () => {
  it('answers the approvals list of 20 applications with four 5 MB documents each, small and without files', async () => {
    // One application through the API; 19 more as copies of its stored record (uploading 400 MB
    // through the emulated server would take minutes), each with its own user id and phone.
    await apply(0);
    const first = db.users.findFirst((q) => q.where({ phone: '05462000000' }))!;
    for (let i = 1; i < 20; i++)
      await db.users.create({
        ...first,
        roles: [...first.roles],
        courier: { ...first.courier! },
        userId: 1000 + i,
        phone: `0546${2000000 + i}`,
      });
    const admin = await accounts.admin();
    const res = await raw('/admin/approvals?pageSize=100', admin);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text.length).toBeLessThan(100_000);
    expect(text).not.toContain('data:');
    const page = (JSON.parse(text) as { data: Page<Application> }).data;
    expect(page.total).toBe(22);
    const newest = page.items[0]!;
    for (const kind of KINDS) {
      const ref = newest[kind]!;
      expect(ref).toMatchObject({ kind, contentType: 'image/png', size: PHOTO_MAX_BYTES });
      expect(ref.url).toBe(`/api/v1/documents/${ref.id}`);
    }
    // The file itself, for staff, at its URL.
    const file = await raw(apiPath(newest.photo!.url), admin);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect((await file.arrayBuffer()).byteLength).toBe(PHOTO_MAX_BYTES);
  }, 120_000);

  it('serves a document and its thumbnail to staff and to its owner only', async () => {
    const admin = await accounts.admin();
    const list = await api<Page<Application>>('GET', '/admin/approvals', { token: admin });
    const zeynep = list.body.data.items.find((a) => a.userId === SEED_USERS.zeynep)!;
    const licence = zeynep.drivingLicense!;
    expect(licence).toMatchObject({ kind: 'drivingLicense', contentType: 'image/png' });
    expect(licence.thumbnailUrl).toBe(`/api/v1/documents/${licence.id}/thumbnail`);

    const forAdmin = await raw(apiPath(licence.url), admin);
    expect(forAdmin.status).toBe(200);
    expect(forAdmin.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await forAdmin.arrayBuffer());
    expect(bytes.byteLength).toBe(licence.size);
    expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const thumb = await raw(apiPath(licence.thumbnailUrl!), admin);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toMatch(/^image\/(png|jpeg)$/);

    // Zeynep (pending) reads her own, from her profile's references.
    const own = await passwordLogin('05351112233', 'Kurye123!', 4);
    const profile = await api<Application>('GET', '/courier/profile', { token: own });
    expect(profile.body.data.drivingLicense?.id).toBe(licence.id);
    expect((await raw(apiPath(licence.url), own)).status).toBe(200);
    expect((await raw(apiPath(licence.thumbnailUrl!), own)).status).toBe(200);

    // Another courier, a customer: 403; signed out: 401; an unknown document: 404.
    for (const token of [await accounts.mehmet(), await accounts.customer()]) {
      for (const path of [licence.url, licence.thumbnailUrl!]) {
        const res = await raw(apiPath(path), token);
        expect(res.status).toBe(403);
        expect(((await res.json()) as { code: string }).code).toBe('FORBIDDEN_ROLE');
      }
    }
    expect((await raw(apiPath(licence.url))).status).toBe(401);
    const unknown = await raw('/documents/999999', admin);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { code: string }).code).toBe('DOCUMENT_NOT_FOUND');
  });

  it('keeps one copy: a document replaced by a new upload is gone', async () => {
    const elif = await passwordLogin('05361112233', 'Kurye123!', 4);
    const before = (await api<Application>('GET', '/courier/profile', { token: elif })).body.data;
    const form = new FormData();
    form.set('photo', courierForm().get('photo') as File);
    const saved = await api<Application>('PUT', '/courier/profile', { token: elif, body: form });
    expect(saved.status).toBe(200);
    const admin = await accounts.admin();
    expect(saved.body.data.photo!.id).not.toBe(before.photo!.id);
    expect((await raw(apiPath(saved.body.data.photo!.url), admin)).status).toBe(200);
    expect((await raw(apiPath(before.photo!.url), admin)).status).toBe(404);
    // The other documents are untouched.
    expect(saved.body.data.taxCertificate).toEqual(before.taxCertificate);
  });

  it('gives the member detail references, not files', async () => {
    const admin = await accounts.admin();
    const detail = await raw(`/admin/members/${SEED_USERS.zeynep}`, admin);
    expect(detail.status).toBe(200);
    expect(await detail.text()).not.toContain('data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAPAAAACg');
  });
});
