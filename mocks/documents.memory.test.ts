// The approvals list of twenty applications with four 5 MB documents each: one is uploaded through
// the API, nineteen are copies of its stored record (uploading 400 MB through the emulated server
// takes over a minute). documents.test.ts checks one such application over HTTP.
import { describe, expect, it } from 'vitest';
import type { Page } from '@/api/list';
import { PHOTO_MAX_BYTES } from '@/domain/validators';
import { db } from './db';
import { accounts, setupMockServer } from './test/api';
import { KINDS, type Application, apiPath, applyWithBigDocuments, raw } from './test/documents';

setupMockServer();

describe('documents are not inlined into lists (issue 27, item 7)', () => {
  it('answers the approvals list of 20 applications with four 5 MB documents each, small and without files', async () => {
    // One application through the API; 19 more as copies of its stored record (uploading 400 MB
    // through the emulated server would take minutes), each with its own user id and phone.
    await applyWithBigDocuments(0);
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
});
