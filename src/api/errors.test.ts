import { describe, expect, it } from 'vitest';
import { ApiError, describeApiError, describeThrown, unwrap } from './errors';
import { apiMessages, courierInfoUnavailable } from './messages';

const envelope = (code: string, desc: string, extra: Record<string, unknown> = {}) => ({
  success: false,
  code,
  desc,
  ...extra,
});

// One test per row of docs/errors-and-messages.md, with the exact Turkish text.
describe('describeApiError: docs/errors-and-messages.md', () => {
  it('HTTP 400 with data: danger message with the server desc, titled "Hata"', () => {
    const m = describeApiError({ status: 400, body: envelope('VALIDATION_FAILED', 'Araç tipi seçiniz') });
    expect(m).toEqual({ severity: 'danger', title: 'Hata', text: 'Araç tipi seçiniz' });
  });

  it('HTTP 404 with a code: shows desc', () => {
    const m = describeApiError({ status: 404, body: envelope('SHIPMENT_NOT_FOUND', 'Gönderi bulunamadı') });
    expect(m.text).toBe('Gönderi bulunamadı');
    expect(m.action).toBeUndefined();
  });

  it('HTTP 404 otherwise: "Aradığınız Sayfa Bulunamadı"', () => {
    const m = describeApiError({ status: 404, body: '<html>Not Found</html>' });
    expect(m).toMatchObject({ text: 'Aradığınız Sayfa Bulunamadı', action: 'not-found' });
  });

  it('HTTP 498: session ended, with the session-ended action', () => {
    const m = describeApiError({ status: 498, body: envelope('SESSION_ENDED', 'x') });
    expect(m).toMatchObject({
      text: 'Oturumunuz sonlanmıştır. Lütfen tekrar giriş yapınız',
      action: 'session-ended',
    });
  });

  it('HTTP 401: the server desc', () => {
    const m = describeApiError({
      status: 401,
      body: envelope('INVALID_CREDENTIALS', 'Telefon veya şifre hatalı'),
    });
    expect(m).toMatchObject({ text: 'Telefon veya şifre hatalı', action: 'login' });
  });

  it('HTTP 401 without desc: "İşlem yapabilmek için lütfen giriş yapınız"', () => {
    const m = describeApiError({ status: 401 });
    expect(m).toMatchObject({ text: 'İşlem yapabilmek için lütfen giriş yapınız', action: 'login' });
  });

  it('HTTP 403 after the silent refresh and retry: the server desc', () => {
    const m = describeApiError({
      status: 403,
      body: envelope('FORBIDDEN_ROLE', 'Bu işlem için yetkiniz yok'),
    });
    expect(m).toEqual({ severity: 'warning', title: 'Uyarı', text: 'Bu işlem için yetkiniz yok' });
  });

  it('HTTP 409 with a desc (beyond docs/errors-and-messages.md): the server desc, not the raw JSON', () => {
    const m = describeApiError({
      status: 409,
      body: envelope('OFFER_INVALID', 'İşlem yapabilmek için geçerli bir paket seçiniz.'),
    });
    expect(m).toEqual({
      severity: 'warning',
      title: 'Uyarı',
      text: 'İşlem yapabilmek için geçerli bir paket seçiniz.',
    });
  });

  it('HTTP 409 without a desc falls to the other-codes row', () => {
    const m = describeApiError({ status: 409, body: { code: 'X' } });
    expect(m).toMatchObject({ title: '409', text: apiMessages.unexpectedRetry });
  });

  it('other codes: the status as title, the unexpected-error text and the raw data', () => {
    const m = describeApiError({ status: 500, body: { trace: 'boom' } });
    expect(m).toEqual({
      severity: 'danger',
      title: '500',
      text: 'Beklenmedik bir hata oluştu. Lütfen tekrar deneyiniz',
      detail: '{"trace":"boom"}',
    });
  });

  it('non-200 results: "400" or "Genel Hata" with the unexpected-error text', () => {
    expect(describeApiError({ status: 400, kind: 'result' })).toMatchObject({
      title: '400',
      text: 'Beklenmedik bir hata oluştu. Lütfen tekrar deneyiniz',
    });
    expect(describeApiError({ status: 502, kind: 'result' })).toMatchObject({
      title: 'Genel Hata',
      text: 'Beklenmedik bir hata oluştu. Lütfen tekrar deneyiniz',
    });
  });

  it('verification 200 without data, or non-200: the status and "Hata oluştu. Lütfen tekrar deneyiniz"', () => {
    expect(describeApiError({ status: 200, body: { success: true }, kind: 'verify' })).toMatchObject({
      title: '200',
      text: 'Hata oluştu. Lütfen tekrar deneyiniz',
    });
    expect(describeApiError({ status: 401, kind: 'verify' })).toMatchObject({
      title: '401',
      text: 'Hata oluştu. Lütfen tekrar deneyiniz',
    });
  });

  it('login non-200: a warning with the status and "Beklenmedik bir hata oluştu."', () => {
    expect(describeApiError({ status: 500, kind: 'login' })).toEqual({
      severity: 'warning',
      title: '500',
      text: 'Beklenmedik bir hata oluştu.',
    });
  });

  it('exception during login: "Hata:" and "Beklenmedik bir hata oluştu."', () => {
    expect(describeApiError({ status: 0, kind: 'login-exception' })).toMatchObject({
      title: 'Hata:',
      text: 'Beklenmedik bir hata oluştu.',
    });
    expect(describeThrown(new SyntaxError('Unexpected token'), 'login')).toMatchObject({
      title: 'Hata:',
      text: 'Beklenmedik bir hata oluştu.',
    });
  });

  it('no network during login: docs/errors-and-messages.md row first ("Hata:", "Beklenmedik bir hata oluştu."), then why', () => {
    expect(describeThrown(new TypeError('Failed to fetch'), 'login')).toMatchObject({
      title: 'Hata:',
      text: 'Beklenmedik bir hata oluştu.\nBağlantı kurulamadı. İnternet bağlantınızı kontrol edip tekrar deneyiniz.',
    });
  });

  it('creation not 201 or no shipmentId: "Hata oluştu. Lütfen tekrar deneyiniz" with the status', () => {
    expect(describeApiError({ status: 200, kind: 'create-shipment' })).toMatchObject({
      title: '200',
      text: 'Hata oluştu. Lütfen tekrar deneyiniz',
    });
  });

  it('lookup failures: the message object returned by the server', () => {
    const body = envelope('LOOKUP_FAILED', 'x', {
      message: { infoType: 'Warning', text1: 'İl listesi', text2: 'İller şu an yüklenemiyor' },
    });
    expect(describeApiError({ status: 503, body, kind: 'lookup' })).toEqual({
      severity: 'warning',
      title: 'İl listesi',
      text: 'İller şu an yüklenemiyor',
    });
  });

  it('network failure (offline): a clear Turkish message', () => {
    const text = 'Bağlantı kurulamadı. İnternet bağlantınızı kontrol edip tekrar deneyiniz.';
    expect(describeApiError({ status: 0, kind: 'network' }).text).toBe(text);
    expect(describeThrown(new TypeError('Failed to fetch')).text).toBe(text);
  });

  it('shipment not put to tender: "Bu gönderi ihaleye çıkartılmamıştır."', () => {
    expect(describeApiError({ status: 404, body: { success: false, code: 'NOT_IN_TENDER' } }).text).toBe(
      'Bu gönderi ihaleye çıkartılmamıştır.',
    );
  });
});

// Known refusals in the sign-in and creation flows (issue 15): where the server sent a desc, it
// is the message, titled by severity; the status and "Beklenmedik…" only for the unexpected.
describe('describeApiError: refusals the server explained, in every flow', () => {
  const wrongPassword = envelope('INVALID_CREDENTIALS', 'Telefon numarası veya şifre hatalı.');
  const notApproved = envelope(
    'USER_NOT_APPROVED',
    'Kurye başvurunuz henüz onaylanmadı. Başvurunuz onaylandığında SMS ile bilgilendirileceksiniz.',
  );
  const wrongCode = envelope('VERIFICATION_CODE_INVALID', 'Doğrulama kodu hatalı.');

  it('login 401 with a desc (wrong password): "Uyarı" and the desc, no status, no "Beklenmedik"', () => {
    expect(describeApiError({ status: 401, body: wrongPassword, kind: 'login' })).toEqual({
      severity: 'warning',
      title: 'Uyarı',
      text: 'Telefon numarası veya şifre hatalı.',
    });
  });

  it('login 403 with a desc (courier awaiting approval): "Uyarı" and the desc', () => {
    expect(describeApiError({ status: 403, body: notApproved, kind: 'login' })).toEqual({
      severity: 'warning',
      title: 'Uyarı',
      text: notApproved.desc,
    });
  });

  it('login 429 with a desc (account locked after wrong passwords): "Uyarı" and the desc naming the time', () => {
    const locked = envelope(
      'TOO_MANY_LOGIN_ATTEMPTS',
      'Çok fazla hatalı şifre denemesi yapıldı. Lütfen 23.11.2026 20:15 sonrasında tekrar deneyiniz.',
    );
    expect(describeApiError({ status: 429, body: locked, kind: 'login' })).toEqual({
      severity: 'warning',
      title: 'Uyarı',
      text: locked.desc,
    });
  });

  it('login 400 with a desc: "Hata" and the desc', () => {
    expect(
      describeApiError({ status: 400, body: envelope('INVALID_BODY', 'İstek okunamadı.'), kind: 'login' }),
    ).toEqual({ severity: 'danger', title: 'Hata', text: 'İstek okunamadı.' });
  });

  it('verify 400 with a desc (wrong SMS code): "Hata" and the desc, no status', () => {
    expect(describeApiError({ status: 400, body: wrongCode, kind: 'verify' })).toEqual({
      severity: 'danger',
      title: 'Hata',
      text: 'Doğrulama kodu hatalı.',
    });
  });

  it('create 403 with a desc (a courier may not create): "Uyarı" and the desc', () => {
    const body = envelope('FORBIDDEN_ROLE', 'Bu işlem için yetkiniz bulunmamaktadır.');
    expect(describeApiError({ status: 403, body, kind: 'create-shipment' })).toEqual({
      severity: 'warning',
      title: 'Uyarı',
      text: 'Bu işlem için yetkiniz bulunmamaktadır.',
    });
  });

  it('create 422 with a desc (a key reused with another body): the desc', () => {
    const body = envelope(
      'IDEMPOTENCY_KEY_MISMATCH',
      'Bu istek anahtarı farklı gönderi bilgileriyle kullanılmış.',
    );
    expect(describeApiError({ status: 422, body, kind: 'create-shipment' })).toMatchObject({
      title: 'Uyarı',
      text: body.desc,
    });
  });

  it('a 401 outside sign-in still asks to sign in, with the server desc', () => {
    expect(
      describeApiError({ status: 401, body: envelope('INVALID_TOKEN', 'Oturum bilginiz geçersiz.') }),
    ).toEqual({
      severity: 'warning',
      title: 'Giriş Yapınız',
      text: 'Oturum bilginiz geçersiz.',
      action: 'login',
    });
  });

  it('the unexpected keep the status: login 500, or a 401 with no desc', () => {
    expect(describeApiError({ status: 500, body: envelope('INTERNAL_ERROR', 'x'), kind: 'login' })).toEqual({
      severity: 'warning',
      title: '500',
      text: 'Beklenmedik bir hata oluştu.',
    });
    expect(describeApiError({ status: 401, body: { success: false }, kind: 'login' })).toMatchObject({
      title: '401',
      text: 'Beklenmedik bir hata oluştu.',
    });
    expect(describeApiError({ status: 502, body: '<html>', kind: 'verify' })).toMatchObject({
      title: '502',
      text: 'Hata oluştu. Lütfen tekrar deneyiniz',
    });
  });
});

describe('catalogue texts used by the screens', () => {
  it('verification timeout', () => {
    expect(apiMessages.verificationTimeout).toBe('Beklenilen sürede işlem yapılmadı.');
  });
  it('courier info cannot be loaded, with the courier number', () => {
    expect(courierInfoUnavailable(42)).toBe('Kurye bilgisi gösterilemiyor. Kurye No: 42');
    expect(courierInfoUnavailable(null)).toBe('Kurye bilgisi gösterilemiyor.');
  });
  it('not logged in', () => {
    expect(apiMessages.loginRequired).toBe('İşlem yapabilmek için lütfen giriş yapınız');
  });
  it('success dialogs', () => {
    expect(apiMessages.tenderActionSuccess).toBe('İşlem Başarılı Gerçekleşti');
    expect(apiMessages.statusChangeSuccess).toBe('İşlem gerçekleşti.');
  });
});

describe('unwrap', () => {
  it('returns the envelope data of a success', () => {
    const response = new Response(null, { status: 200 });
    expect(unwrap({ data: { success: true, data: { shipmentId: 7 } }, response })).toEqual({ shipmentId: 7 });
  });

  it('throws an ApiError with status, code, desc and body', () => {
    const body = envelope('NOT_IN_TENDER', 'Bu gönderi ihaleye çıkartılmamıştır.');
    const response = new Response(null, { status: 404 });
    let thrown: unknown;
    try {
      unwrap({ error: body, response });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ status: 404, code: 'NOT_IN_TENDER', desc: body.desc, body });
    expect(describeThrown(thrown).text).toBe(body.desc);
  });

  it('gives a code to a body that is not an envelope', () => {
    const response = new Response(null, { status: 502 });
    expect(() => unwrap({ error: 'Bad Gateway', response })).toThrow(
      expect.objectContaining({ status: 502, code: 'HTTP_502', desc: '' }),
    );
  });
});
