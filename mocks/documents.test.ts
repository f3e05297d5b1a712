// Issue 27, item 7: a courier's documents live at their own URL (staff and the owner only); lists
// and profiles carry references and thumbnail URLs, never the files.
import { describe, expect, it } from 'vitest';
import type { Page } from '@/api/list';
import { PHOTO_MAX_BYTES } from '@/domain/validators';
import { accounts, api, passwordLogin, setupMockServer } from './test/api';
import { KINDS, type Application, apiPath, applyWithBigDocuments, raw } from './test/documents';
import { SEED_USERS } from './test/fixtures';
import { courierForm } from './test/operation-samples';

setupMockServer();

describe('documents are not inlined into lists (issue 27, item 7)', () => {
  it('answers the approvals list with an application of four 5 MB documents small and without files', async () => {
    // Twenty such applications, in documents.memory.test.ts, are copies of a stored record: uploading
    // 400 MB through the emulated server takes over a minute.
    await applyWithBigDocuments(0);
    const admin = await accounts.admin();
    const res = await raw('/admin/approvals?pageSize=100', admin);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text.length).toBeLessThan(100_000);
    expect(text).not.toContain('data:');
    const page = (JSON.parse(text) as { data: Page<Application> }).data;
    expect(page.total).toBe(3);
    const newest = page.items[0]!;
    for (const kind of KINDS) {
      const ref = newest[kind]!;
      expect(ref).toMatchObject({ kind, contentType: 'image/png', size: PHOTO_MAX_BYTES });
      expect(ref.url).toBe(`/api/v1/documents/${ref.id}`);
    }
    const file = await raw(apiPath(newest.photo!.url), admin);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect((await file.arrayBuffer()).byteLength).toBe(PHOTO_MAX_BYTES);
  }, 60_000);

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

  it("serves the files behind the courier's own profile to the courier and staff, and to no one else", async () => {
    // Zeynep (pending) reads her profile: her four documents as references, never the files.
    const zeynep = await passwordLogin('05351112233', 'Kurye123!', 4);
    const profile = await api<Application>('GET', '/courier/profile', { token: zeynep });
    expect(profile.status).toBe(200);
    const refs = KINDS.map((kind) => profile.body.data[kind]!);
    for (const [i, ref] of refs.entries()) {
      expect(ref).toMatchObject({
        kind: KINDS[i],
        contentType: 'image/png',
        url: `/api/v1/documents/${ref.id}`,
      });
      expect(ref.thumbnailUrl).toBe(`${ref.url}/thumbnail`);
    }
    const admin = await accounts.admin();
    for (const ref of refs)
      for (const token of [zeynep, admin]) {
        const file = await raw(apiPath(ref.url), token);
        expect(file.status).toBe(200);
        expect(file.headers.get('content-type')).toBe('image/png');
        expect(file.headers.get('cache-control')).toBe('private, no-store');
        const bytes = new Uint8Array(await file.arrayBuffer());
        expect(bytes.byteLength).toBe(ref.size);
        expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
        const thumb = await raw(apiPath(ref.thumbnailUrl!), token);
        expect(thumb.status).toBe(200);
        expect(thumb.headers.get('content-type')).toBe('image/png');
        expect(thumb.headers.get('cache-control')).toBe('private, no-store');
        expect((await thumb.arrayBuffer()).byteLength).toBeLessThanOrEqual(16 * 1024);
      }

    // Another courier and a customer: 403 for her documents and for an unknown id alike.
    const photo = refs[0]!;
    for (const token of [await accounts.mehmet(), await accounts.customer()])
      for (const path of [
        photo.url,
        photo.thumbnailUrl!,
        '/api/v1/documents/999999',
        '/api/v1/documents/999999/thumbnail',
      ]) {
        const res = await raw(apiPath(path), token);
        expect(res.status).toBe(403);
        expect(((await res.json()) as { code: string }).code).toBe('FORBIDDEN_ROLE');
      }
    // Staff learn that an id is unknown; signed out is 401.
    for (const path of ['/documents/999999', '/documents/999999/thumbnail', '/documents/abc']) {
      const res = await raw(path, admin);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { code: string }).code).toBe('DOCUMENT_NOT_FOUND');
    }
    expect((await raw(apiPath(photo.url))).status).toBe(401);
  });

  it('answers a courier without documents with null references, and refuses the profile to a customer', async () => {
    const mehmet = await api<Application>('GET', '/courier/profile', { token: await accounts.mehmet() });
    expect(mehmet.status).toBe(200);
    for (const kind of KINDS) expect(mehmet.body.data[kind]).toBeNull();
    const elif = await passwordLogin('05361112233', 'Kurye123!', 4);
    const rejected = (await api<Application>('GET', '/courier/profile', { token: elif })).body.data;
    expect(rejected.drivingLicense).toBeNull();
    expect(rejected.photo).toMatchObject({ kind: 'photo' });
    const customer = await api('GET', '/courier/profile', { token: await accounts.customer() });
    expect(customer.status).toBe(403);
    expect(customer.body.code).toBe('FORBIDDEN_ROLE');
  });

  it("shows the courier card's photo as its thumbnail, inline (the card has no second request)", async () => {
    const admin = await accounts.admin();
    const zeynep = await passwordLogin('05351112233', 'Kurye123!', 4);
    const photo = (await api<Application>('GET', '/courier/profile', { token: zeynep })).body.data.photo!;
    const thumb = new Uint8Array(await (await raw(apiPath(photo.thumbnailUrl!), admin)).arrayBuffer());
    const card = await api<{ photo: string | null }>('GET', `/courier/summary?userId=${SEED_USERS.zeynep}`, {
      token: admin,
    });
    expect(card.status).toBe(200);
    expect(card.body.data.photo).toBe(`data:image/png;base64,${btoa(String.fromCharCode(...thumb))}`);
    // A courier without a photo: none.
    const mehmet = await api<{ photo: string | null }>(
      'GET',
      `/courier/summary?userId=${SEED_USERS.mehmet}`,
      {
        token: admin,
      },
    );
    expect(mehmet.body.data.photo).toBeNull();
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
