// Couriers not (or no longer) approved (issue 16): they sign in, read and correct their own
// application, resend it when rejected, and nothing else: bids, accepts, status changes and job
// lists answer 403 with a Turkish desc. Approved couriers: profile edits, and which ones send them
// back to approval.
import { describe, expect, it } from 'vitest';
import { accounts, api, lastSmsCode, passwordLogin, setupMockServer, smsLogin } from './test/api';

setupMockServer();

interface Profile {
  status: number;
  email?: string;
  iban?: string;
  workingType: number;
  isOpenToWork: boolean;
  rejectReason?: string | null;
  drivingLicense: string | null;
}

const zeynep = () => passwordLogin('05351112233', 'Kurye123!', 4);

/** The SMS code an IBAN, phone or e-mail change needs (issue 27), sent to the phone on file. */
async function changeCode(token: string, phone: string): Promise<string> {
  await api('POST', '/courier/profile/code', { token });
  return lastSmsCode(phone);
}
const selin = () => passwordLogin('05361112233', 'Kurye123!', 4);

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const png = (name = 'ehliyet.png') => new File([PNG], name, { type: 'image/png' });

function form(fields: Record<string, string | File>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

// A status set under a live session (a suspension through the API ends the sessions, and no
// operation sends an approved courier back): courier-account.memory.test.ts.
describe('a courier awaiting approval, rejected or suspended (issue 16)', () => {
  it('signs in by password and by SMS while pending, and reads the application', async () => {
    const token = await zeynep();
    const profile = await api<Profile>('GET', '/courier/profile', { token });
    expect(profile).toMatchObject({ status: 200, body: { data: { status: 2, isOpenToWork: false } } });
    const bySms = await smsLogin('05351112233', 2);
    expect((await api('GET', '/courier/profile', { token: bySms })).status).toBe(200);
  });

  it('refreshes the token (the pages poll the application) and signs out', async () => {
    const token = await zeynep();
    const refreshed = await api<{ accessToken: string }>('GET', '/refresh?t=1', { token });
    expect(refreshed.status).toBe(200);
    expect((await api('POST', '/auth/logout', { token })).status).toBe(200);
    expect((await api('GET', '/courier/profile', { token })).body.code).toBe('SESSION_ENDED');
  });

  it('says why in Turkish: a pending courier cannot bid until approved', async () => {
    const bid = await api('POST', '/shipment/1003/price-quote', {
      token: await zeynep(),
      body: { priceQuoteAmount: 100 },
    });
    expect(bid.status).toBe(403);
    expect(bid.body.desc).toContain('Onaylanana kadar teklif veremez ve iş alamazsınız');
  });

  // Not a suspended one: courier-account.memory.test.ts.
  it('lets a pending or rejected courier correct the profile', async () => {
    const zeynepToken = await zeynep();
    const pending = await api<Profile>('PUT', '/courier/profile', {
      token: zeynepToken,
      body: form({
        email: 'zeynep@example.com',
        verificationCode: await changeCode(zeynepToken, '05351112233'),
      }),
    });
    expect(pending).toMatchObject({
      status: 200,
      body: { data: { email: 'zeynep@example.com', status: 2 } },
    });
  });

  it('a rejected courier adds what was missing and resends: pending again, the reason cleared', async () => {
    const token = await selin();
    const before = (await api<Profile>('GET', '/courier/profile', { token })).body.data;
    expect(before.status).toBe(3);
    expect(before.rejectReason).toContain('Sürücü belgenizin');
    const incomplete = await api('POST', '/courier/profile/resubmit', { token });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.errors).toEqual([
      expect.objectContaining({ field: 'drivingLicense', code: 'DRIVING_LICENSE_REQUIRED' }),
    ]);
    const saved = await api<Profile>('PUT', '/courier/profile', {
      token,
      body: form({ drivingLicense: png() }),
    });
    expect(saved.body.data).toMatchObject({
      status: 3,
      drivingLicense: expect.objectContaining({ kind: 'drivingLicense', contentType: 'image/png' }),
    });
    const resent = await api<Profile>('POST', '/courier/profile/resubmit', { token });
    expect(resent).toMatchObject({ status: 200, body: { data: { status: 2, rejectReason: null } } });
    // Pending now: still no work.
    expect((await api('GET', '/courier/tenders', { token })).body.code).toBe('USER_NOT_APPROVED');
  });

  it('resends only a rejected application', async () => {
    const pending = await api('POST', '/courier/profile/resubmit', { token: await zeynep() });
    expect(pending).toMatchObject({ status: 409, body: { code: 'APPLICATION_NOT_REJECTED' } });
    const approved = await api('POST', '/courier/profile/resubmit', { token: await accounts.ali() });
    expect(approved.status).toBe(409);
    const customer = await api('POST', '/courier/profile/resubmit', { token: await accounts.customer() });
    expect(customer.status).toBe(403);
  });
});

describe('an approved courier edits the profile (issue 16)', () => {
  it('saves e-mail, IBAN (grouped as typed) and address without a new approval', async () => {
    const token = await accounts.emre();
    const res = await api<Profile>('PUT', '/courier/profile', {
      token,
      body: form({
        email: 'emre@example.com',
        iban: 'TR33 0006 1005 1978 6457 8413 26',
        cityId: '34',
        countyId: '34023',
        districtId: '34023005',
        fullAddress: 'Caferağa Mah. Moda Cad. No:3 Kadıköy',
        verificationCode: await changeCode(token, '05381112233'),
      }),
    });
    expect(res).toMatchObject({
      status: 200,
      body: { data: { email: 'emre@example.com', iban: 'TR330006100519786457841326', status: 1 } },
    });
  });

  it('refuses a bad IBAN and a bad e-mail with the catalogue codes', async () => {
    const res = await api('PUT', '/courier/profile', {
      token: await accounts.emre(),
      body: form({ iban: 'TR330006100519786457841327', email: 'emre@' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.code).sort()).toEqual(['EMAIL_INVALID', 'IBAN_INVALID']);
  });

  it('a new document sends the courier back to approval, closed to work', async () => {
    const token = await accounts.emre();
    const res = await api<Profile>('PUT', '/courier/profile', {
      token,
      body: form({ drivingLicense: png() }),
    });
    expect(res.body.data).toMatchObject({ status: 2, isOpenToWork: false });
    expect((await api('GET', '/courier/tenders', { token })).status).toBe(403);
  });

  it('another vehicle sends the courier back to approval; the same vehicle does not', async () => {
    const token = await accounts.emre();
    const same = await api<Profile>('PUT', '/courier/profile', { token, body: form({ workingType: '2' }) });
    expect(same.body.data.status).toBe(1);
    const other = await api<Profile>('PUT', '/courier/profile', { token, body: form({ workingType: '1' }) });
    expect(other.body.data).toMatchObject({ status: 2, workingType: 1 });
  });

  it('refuses a new document while the courier carries a job, and keeps them approved', async () => {
    const token = await accounts.mehmet(); // 1005 is his, at status 3
    const res = await api('PUT', '/courier/profile', { token, body: form({ photo: png('yuz.png') }) });
    expect(res).toMatchObject({ status: 409, body: { code: 'COURIER_HAS_WORK_IN_HAND' } });
    expect((await api<Profile>('GET', '/courier/profile', { token })).body.data.status).toBe(1);
  });

  it('refuses a document whose bytes are not an image (a .gif named .png)', async () => {
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0])], 'a.png', {
      type: 'image/png',
    });
    const res = await api('PUT', '/courier/profile', {
      token: await accounts.emre(),
      body: form({ photo: gif }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]).toMatchObject({ field: 'photo', code: 'FILE_TYPE_INVALID' });
  });

  it('refuses a PDF for a certificate too (docs/forms-and-validation.md: JPEG or PNG), by its type and by its bytes', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7\n');
    for (const file of [
      new File([pdf], 'adli-sicil.pdf', { type: 'application/pdf' }),
      new File([pdf], 'adli-sicil.png', { type: 'image/png' }),
    ]) {
      const res = await api('PUT', '/courier/profile', {
        token: await accounts.emre(),
        body: form({ criminalRecordCertificate: file }),
      });
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]).toMatchObject({
        field: 'criminalRecordCertificate',
        code: 'FILE_TYPE_INVALID',
      });
    }
  });

  it('opens and closes to work; only couriers may', async () => {
    const token = await accounts.emre();
    const closed = await api<Profile>('PUT', '/courier/updateStatus', {
      token,
      body: { isOpenToWork: false },
    });
    expect(closed.body.data.isOpenToWork).toBe(false);
    const customer = await api('PUT', '/courier/updateStatus', {
      token: await accounts.customer(),
      body: { isOpenToWork: true },
    });
    expect(customer).toMatchObject({ status: 403, body: { code: 'FORBIDDEN_ROLE' } });
  });
});
