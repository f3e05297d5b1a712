import { describe, expect, it } from 'vitest';
import type { Page } from '@/api/list';
import { TEXT_MAX } from '@/domain/limits';
import { accounts, api, memberOf, passwordLogin, setupMockServer } from './test/api';
import { SEED_USERS } from './test/fixtures';

setupMockServer();

interface Application {
  userId: number;
  name: string;
  surname: string;
  workingType: number;
  status: number;
  photo: { url: string } | null;
  drivingLicense: { url: string } | null;
  criminalRecordCertificate: { url: string } | null;
  taxCertificate: { url: string } | null;
  rejectReason?: string | null;
  address?: { cityId: number };
  createdAt: string;
}

const { zeynep, selin, mehmet, customer } = SEED_USERS;

async function pending(token: string, query = ''): Promise<Page<Application>> {
  const res = await api<Page<Application>>('GET', `/admin/approvals${query}`, { token });
  expect(res.status).toBe(200);
  return res.body.data;
}

const decide = (token: string, userId: number, body: unknown) =>
  api<Application>('PUT', `/admin/approvals/${userId}`, { token, body });

describe('approvals: who may list and decide', () => {
  it('answers only an admin: 401 signed out, 403 for a customer and a courier', async () => {
    expect((await api('GET', '/admin/approvals')).status).toBe(401);
    for (const token of [await accounts.customer(), await accounts.mehmet()]) {
      const list = await api('GET', '/admin/approvals', { token });
      expect(list.status).toBe(403);
      expect(list.body.code).toBe('FORBIDDEN_ROLE');
      const put = await decide(token, zeynep, { decision: 'approve' });
      expect(put.status).toBe(403);
    }
    // Nothing changed: Zeynep still waits.
    expect((await pending(await accounts.admin())).items.map((a) => a.userId)).toContain(zeynep);
  });
});

describe('approvals: the list', () => {
  it('holds pending applications only, newest first, with their documents', async () => {
    const page = await pending(await accounts.admin());
    expect(page.items.map((a) => `${a.name} ${a.surname}`)).toEqual(['Selin Aydın', 'Zeynep Şahin']);
    expect(page.total).toBe(2);
    expect(page.items.every((a) => a.status === 2)).toBe(true);
    const times = page.items.map((a) => Date.parse(a.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Active couriers (Mehmet and the others) are not applications.
    expect(page.items.map((a) => a.userId)).not.toContain(mehmet);
    for (const a of page.items)
      for (const doc of [a.photo, a.drivingLicense, a.criminalRecordCertificate, a.taxCertificate])
        expect(doc).toMatchObject({ url: expect.stringMatching(/^\/api\/v1\/documents\/\d+$/) });
  });

  it('pages, filters by vehicle and searches by name', async () => {
    const admin = await accounts.admin();
    const first = await pending(admin, '?page=1&pageSize=1');
    expect(first.items.map((a) => a.userId)).toEqual([selin]);
    expect(first.total).toBe(2);
    expect((await pending(admin, '?page=2&pageSize=1')).items.map((a) => a.userId)).toEqual([zeynep]);
    expect((await pending(admin, '?workingType=1')).items.map((a) => a.userId)).toEqual([zeynep]);
    expect((await pending(admin, '?q=aydın')).items.map((a) => a.userId)).toEqual([selin]);
    expect((await api('GET', '/admin/approvals?pageSize=101', { token: admin })).status).toBe(400);
  });
});

describe('approvals: a decision', () => {
  it('approve: the courier becomes Aktif, leaves the list and may work', async () => {
    const admin = await accounts.admin();
    const before = await passwordLogin('05351112233', 'Kurye123!', 4);
    expect((await api('GET', '/courier/tenders', { token: before })).body.code).toBe('USER_NOT_APPROVED');
    const res = await decide(admin, zeynep, { decision: 'approve' });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe(1);
    expect(res.body.data.rejectReason).toBeNull();
    expect((await pending(admin)).items.map((a) => a.userId)).toEqual([selin]);
    expect((await api('GET', '/courier/tenders', { token: before })).status).toBe(200);
    const sms = await api<{ text: string }[]>('GET', '/__mock/sms?phone=05351112233');
    expect(sms.body.data.map((s) => s.text).join('\n')).toContain('Kurye başvurunuz onaylandı.');
  });

  it('reject: the courier becomes Reddedildi with the reason kept, and is told it', async () => {
    const admin = await accounts.admin();
    const reason = '  Adli sicil kaydı belgesi okunmuyor, lütfen yeniden yükleyiniz.  ';
    const res = await decide(admin, selin, { decision: 'reject', reason });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe(3);
    expect(res.body.data.rejectReason).toBe(reason.trim());
    expect((await memberOf(selin, admin)).courier?.rejectReason).toBe(reason.trim());
    expect((await pending(admin)).items.map((a) => a.userId)).toEqual([zeynep]);
    const after = await passwordLogin('05491112233', 'Kurye123!', 4);
    expect((await api('GET', '/courier/tenders', { token: after })).body.code).toBe('USER_REJECTED');
    const sms = await api<{ text: string }[]>('GET', '/__mock/sms?phone=05491112233');
    expect(sms.body.data.map((s) => s.text).join('\n')).toContain(`Gerekçe: ${reason.trim()}`);
  });

  it('reject needs a reason (400 with the Turkish text under the field) and bounds it', async () => {
    const admin = await accounts.admin();
    // Invisible characters only (zero-width space, word joiner, Hangul filler) are no reason either (issue 27).
    for (const body of [
      { decision: 'reject' },
      { decision: 'reject', reason: '   ' },
      { decision: 'reject', reason: '\u200B\u2060\u3164' },
    ]) {
      const res = await decide(admin, selin, body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        {
          field: 'reason',
          code: 'REJECT_REASON_REQUIRED',
          desc: 'Lütfen ret gerekçesini yazınız. Gerekçe kuryeye iletilir.',
        },
      ]);
    }
    const long = await decide(admin, selin, { decision: 'reject', reason: 'x'.repeat(TEXT_MAX.reason + 1) });
    expect(long.status).toBe(400);
    expect(long.body.errors?.[0]).toMatchObject({ field: 'reason', code: 'TEXT_TOO_LONG' });
    const unknown = await decide(admin, selin, { decision: 'maybe' });
    expect(unknown.status).toBe(400);
    // None of these decided anything.
    expect((await pending(admin)).total).toBe(2);
    // Exactly the limit is fine.
    expect(
      (await decide(admin, selin, { decision: 'reject', reason: 'x'.repeat(TEXT_MAX.reason) })).status,
    ).toBe(200);
  });

  it('a second decision is refused with 409 and a Turkish desc; the first stands', async () => {
    const admin = await accounts.admin();
    expect((await decide(admin, zeynep, { decision: 'approve' })).status).toBe(200);
    const again = await decide(admin, zeynep, { decision: 'reject', reason: 'Yanlışlıkla onaylandı' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('NOT_PENDING');
    expect(again.body.desc).toBe('Bu başvuru için daha önce karar verilmiş; artık onay beklemiyor.');
    expect((await memberOf(zeynep, admin)).status).toBe(1);
    // An active courier who never waited is no application to decide either.
    expect((await decide(admin, mehmet, { decision: 'approve' })).status).toBe(409);
  });

  it('answers 404 for a user with no courier application, or no user at all', async () => {
    const admin = await accounts.admin();
    for (const userId of [customer, 99_999]) {
      const res = await decide(admin, userId, { decision: 'approve' });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('APPLICATION_NOT_FOUND');
      expect(res.body.desc).toBe('Kurye başvurusu bulunamadı.');
    }
  });
});
