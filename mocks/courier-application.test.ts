// The courier application (issue 16): the server checks everything the form checks, again, and
// a phone or national id is one application.
import { describe, expect, it } from 'vitest';
import { accounts, advanceClock, api, BASE, lastSmsCode, setupMockServer } from './test/api';
import { courierApplication, courierForm } from './test/operation-samples';

setupMockServer();

interface Registered {
  userId: number;
  status: number;
}

const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x00, 0x00]);
/** Zeynep Şahin's national id: her application waits for approval (seed). */
const PENDING_TCKN = '34567891238';

async function register(form: FormData) {
  return api<Registered>('POST', '/courier/register', { body: form });
}

function fieldCodes(result: Awaited<ReturnType<typeof register>>) {
  return (result.body.errors ?? []).map((e) => `${e.field}:${e.code}`);
}

describe('courier application, checked by the server', () => {
  it('stores a complete application with a right SMS code as pending (status 2)', async () => {
    const result = await register(await courierApplication());
    expect(result.status).toBe(201);
    expect(result.body.data.status).toBe(2);
  });

  it('sends the code as an SMS of login type 2 and refuses a wrong or missing code', async () => {
    const form = await courierApplication();
    const right = String(form.get('verificationCode'));
    form.set('verificationCode', right === '111111' ? '222222' : '111111');
    const wrong = await register(form);
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('VERIFICATION_CODE_INVALID');
    expect(wrong.body.desc).toBe('Doğrulama kodu hatalı.');
    form.delete('verificationCode');
    expect((await register(form)).body.code).toBe('VERIFICATION_CODE_INVALID');
    // The right code still works after a wrong one.
    form.set('verificationCode', right);
    expect((await register(form)).status).toBe(201);
  });

  it('refuses a second application with the same phone (409, Turkish desc)', async () => {
    expect((await register(await courierApplication())).status).toBe(201);
    const again = await register(await courierForm());
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('PHONE_ALREADY_REGISTERED');
    expect(again.body.desc).toBe(
      'Bu telefon numarasıyla yapılmış bir kurye başvurusu veya kayıtlı bir hesap bulunmaktadır.',
    );
    expect(fieldCodes(again)).toEqual(['phone:PHONE_ALREADY_REGISTERED']);
    // Told before any SMS goes out, too.
    const code = await api('POST', '/courier/register/code', { body: { phone: '05461112233' } });
    expect(code.status).toBe(409);
  });

  it('tells a national id already applied only once the phone is proven (after the SMS code)', async () => {
    // A stranger asking for a code learns nothing about the national id: a code is sent as for anyone.
    const sent = await api('POST', '/courier/register/code', {
      body: { phone: '05461112233', identityNumber: PENDING_TCKN },
    });
    expect(sent.status).toBe(200);
    const form = courierForm();
    form.set('identityNumber', PENDING_TCKN);
    // A wrong code: the answer is about the code, not the national id.
    form.set('verificationCode', '000000');
    const wrong = await register(form);
    expect([wrong.status, wrong.body.code]).toEqual([400, 'VERIFICATION_CODE_INVALID']);
    // The right code proves the phone; only then is the duplicate said.
    form.set('verificationCode', await lastSmsCode('05461112233'));
    const result = await register(form);
    expect(result.status).toBe(409);
    expect(result.body.desc).toBe(
      'Bu T.C. kimlik numarasıyla yapılmış bir kurye başvurusu veya kayıtlı bir hesap bulunmaktadır.',
    );
    expect(fieldCodes(result)).toEqual(['identityNumber:IDENTITY_NUMBER_ALREADY_REGISTERED']);
  });

  it('throttles codes per phone: 429 with Retry-After and the time to try again, in Turkish', async () => {
    const ask = () => api('POST', '/courier/register/code', { body: { phone: '05461112233' } });
    for (let i = 0; i < 3; i += 1) expect((await ask()).status).toBe(200);
    const smsBefore = (await api<unknown[]>('GET', '/__mock/sms?phone=05461112233')).body.data.length;
    const response = await fetch(`${BASE}/courier/register/code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '05461112233' }),
    });
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const body = (await response.json()) as { code: string; desc: string };
    expect(body.code).toBe('TOO_MANY_CODE_REQUESTS');
    expect(body.desc).toMatch(
      /^Çok sık doğrulama kodu istendi\. Lütfen \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} sonrasında tekrar deneyiniz\.$/,
    );
    // No SMS went out for the refused request; after the window one does.
    expect((await api<unknown[]>('GET', '/__mock/sms?phone=05461112233')).body.data).toHaveLength(smsBefore);
    await advanceClock(16);
    expect((await ask()).status).toBe(200);
  });

  it('throttles codes per national id, whatever the phone', async () => {
    const phones = ['05461112201', '05461112202', '05461112203', '05461112204', '05461112205', '05461112206'];
    const statuses = [];
    for (const phone of phones)
      statuses.push(
        (await api('POST', '/courier/register/code', { body: { phone, identityNumber: '10000000146' } }))
          .status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Another national id from the sixth phone is not held back.
    const other = await api('POST', '/courier/register/code', {
      body: { phone: phones[5], identityNumber: '10000000078' },
    });
    expect(other.status).toBe(200);
  });

  it('refuses an account phone: a customer cannot apply with the same number', async () => {
    const sent = await api('POST', '/courier/register/code', { body: { phone: '05321112233' } });
    expect(sent.status).toBe(409);
    expect(sent.body.code).toBe('PHONE_ALREADY_REGISTERED');
  });

  it('names: 50 emoji are 50 characters; control characters and bidi overrides are refused (issue 27)', async () => {
    for (const [field, value] of [
      ['name', 'Ali\u0000'],
      ['name', 'Ali\r\nVeli'],
      ['surname', 'Yılmaz\u0007'],
      ['surname', '\u202Ezılmay'],
    ] as const) {
      const form = courierForm();
      form.set('verificationCode', '000000');
      form.set(field, value);
      const result = await register(form);
      expect([value, result.status]).toEqual([value, 400]);
      expect(fieldCodes(result)).toEqual([`${field}:TEXT_INVALID_CHARACTERS`]);
    }
    const invisible = courierForm();
    invisible.set('name', '\u200B\u3164');
    expect(fieldCodes(await register(invisible))).toEqual(['name:NAME_REQUIRED']);
    const form = await courierApplication();
    form.set('name', '😀'.repeat(50));
    form.set('surname', ' S\u0327ahin\u200B ');
    expect((await register(form)).status).toBe(201);
    const admin = await accounts.admin();
    const list = await api<{ items: { name: string; surname: string }[] }>('GET', '/admin/approvals?q=ahin', {
      token: admin,
    });
    expect(list.body.data.items.map((i) => i.surname)).toContain('Şahin');
  });

  it('refuses a GIF renamed .jpg and declared image/jpeg (by its bytes)', async () => {
    const form = await courierApplication();
    form.set('drivingLicense', new File([GIF], 'ehliyet.jpg', { type: 'image/jpeg' }));
    const result = await register(form);
    expect(result.status).toBe(400);
    expect(fieldCodes(result)).toEqual(['drivingLicense:FILE_TYPE_INVALID']);
    expect(result.body.desc).toBe('Yalnızca JPEG veya PNG dosyası yükleyebilirsiniz.');
  });

  it('refuses a PDF for any document: the application takes photos', async () => {
    const form = await courierApplication();
    const pdf = new TextEncoder().encode('%PDF-1.7\n');
    form.set('taxCertificate', new File([pdf], 'vergi.png', { type: 'image/png' }));
    expect(fieldCodes(await register(form))).toEqual(['taxCertificate:FILE_TYPE_INVALID']);
  });

  it('refuses a document above 5 MB and a missing tax certificate', async () => {
    const form = await courierApplication();
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    form.set('photo', new File([big], 'foto.png', { type: 'image/png' }));
    form.delete('taxCertificate');
    expect(fieldCodes(await register(form))).toEqual([
      'photo:PHOTO_TOO_LARGE',
      'taxCertificate:TAX_CERTIFICATE_REQUIRED',
    ]);
  });

  it('refuses a national id with a wrong checksum', async () => {
    const form = await courierApplication();
    form.set('identityNumber', '10000000147');
    const result = await register(form);
    expect(fieldCodes(result)).toEqual(['identityNumber:IDENTITY_NUMBER_INVALID']);
    expect(result.body.desc).toBe('T.C. kimlik numarası 11 haneli ve geçerli olmalıdır.');
  });

  it('refuses an IBAN with a wrong checksum, and reads one sent with spaces', async () => {
    const form = await courierApplication();
    form.set('iban', 'TR33 0006 1005 1978 6457 8413 27');
    expect(fieldCodes(await register(form))).toEqual(['iban:IBAN_INVALID']);
    form.set('iban', 'TR33 0006 1005 1978 6457 8413 26');
    expect((await register(form)).status).toBe(201);
  });

  it('refuses an application whose KVKK notice was not accepted', async () => {
    const form = await courierApplication();
    form.set('isAcceptedKVKK', 'false');
    const result = await register(form);
    expect(fieldCodes(result)).toEqual(['isAcceptedKVKK:KVKK_REQUIRED']);
    form.delete('isAcceptedKVKK');
    expect(fieldCodes(await register(form))).toEqual(['isAcceptedKVKK:KVKK_REQUIRED']);
  });

  it('checks the fields before the code, so a refused form does not burn it', async () => {
    const form = await courierApplication();
    form.set('identityNumber', '10000000147');
    expect((await register(form)).status).toBe(400);
    form.set('identityNumber', '10000000146');
    expect((await register(form)).status).toBe(201);
    expect(await lastSmsCode('05461112233')).toBe(String(form.get('verificationCode')));
  });
});
