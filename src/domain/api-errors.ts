// Error codes both servers answer with (the emulated one in mocks/, the real one in server/): HTTP
// status and Turkish text. Validation and domain codes take their text from the one catalogue in
// src/domain/validation-messages.ts.
import type { components } from '@/api/schema';
import { messageFor } from './validation-messages';

export type FieldError = components['schemas']['FieldError'];

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly desc: string,
    readonly errors?: FieldError[],
    /** docs/errors-and-messages.md "lookup failures": the message object the client shows as it is. */
    readonly message_?: InfoMessage,
    /** Headers of the answer (Retry-After on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(`${status} ${code}: ${desc}`);
  }
}

export type InfoMessage = components['schemas']['InfoMessage'];

/** A lookup (cities, counties, districts, parameter tables) that failed: the envelope carries a message object. */
export function failLookup(code: string): never {
  const [status, desc] = catalogued(code);
  throw new ApiError(status, code, desc, undefined, { infoType: 'Warning', text1: 'Uyarı', text2: desc });
}

const serverErrors: Record<string, [number, string]> = {
  UNAUTHORIZED: [401, 'İşlem yapabilmek için lütfen giriş yapınız'],
  INVALID_TOKEN: [401, 'Oturum bilginiz geçersiz. Lütfen tekrar giriş yapınız.'],
  INVALID_CREDENTIALS: [401, 'Telefon numarası veya şifre hatalı.'],
  USER_NOT_FOUND: [401, 'Bu telefon numarasıyla kayıtlı bir kurye bulunamadı.'],
  ACCOUNT_ROLE_MISMATCH: [
    401,
    "Bu telefon numarası bir kurye hesabına aittir. Lütfen Kurye Girişi'ni kullanınız; şifreniz yoksa orada SMS ile giriş yapabilirsiniz.",
  ],
  TOKEN_EXPIRED: [403, 'Oturum anahtarınızın süresi doldu.'],
  FORBIDDEN_ROLE: [403, 'Bu işlem için yetkiniz bulunmamaktadır.'],
  USER_NOT_APPROVED: [
    403,
    'Kurye başvurunuz henüz onaylanmadı. Onaylanana kadar teklif veremez ve iş alamazsınız; onaylandığında SMS ile bilgilendirileceksiniz.',
  ],
  USER_REJECTED: [
    403,
    'Kurye başvurunuz onaylanmadı. Profilim sayfasında nedenini görüp başvurunuzu düzelterek yeniden gönderebilirsiniz.',
  ],
  USER_SUSPENDED: [403, 'Hesabınız askıya alınmıştır. Lütfen bizimle iletişime geçiniz.'],
  SESSION_ENDED: [498, 'Oturumunuz sonlanmıştır. Lütfen tekrar giriş yapınız'],
  VERIFICATION_CODE_INVALID: [400, 'Doğrulama kodu hatalı.'],
  VERIFICATION_CODE_REQUIRED: [
    400,
    'Bu değişiklik için telefonunuza SMS ile gönderilen doğrulama kodunu giriniz.',
  ],
  VERIFICATION_TOO_MANY_ATTEMPTS: [400, 'Çok fazla hatalı deneme yapıldı. Lütfen yeni kod isteyiniz.'],
  VERIFICATION_CODE_EXPIRED: [400, 'Doğrulama kodunun süresi doldu. Lütfen yeni bir kod isteyiniz.'],
  VALIDATION_FAILED: [400, messageFor('VALIDATION_FAILED')],
  INVALID_BODY: [400, 'İstek okunamadı. Lütfen bilgileri kontrol ediniz.'],
  OFFER_INVALID: [400, messageFor('OFFER_INVALID')],
  SHIPMENT_NOT_FOUND: [404, 'Gönderi bulunamadı.'],
  NOT_IN_TENDER: [404, 'Bu gönderi ihaleye çıkartılmamıştır.'],
  COURIER_NOT_FOUND: [404, 'Kurye bilgisi gösterilemiyor.'],
  CITY_NOT_FOUND: [404, 'İl bulunamadı.'],
  COUNTY_NOT_FOUND: [404, 'İlçe bulunamadı.'],
  PARAM_TYPE_NOT_FOUND: [404, 'Parametre tablosu bulunamadı.'],
  PAGE_NOT_FOUND: [404, 'Aradığınız Sayfa Bulunamadı'],
  MEMBER_NOT_FOUND: [404, 'Üye bulunamadı.'],
  APPLICATION_NOT_FOUND: [404, 'Kurye başvurusu bulunamadı.'],
  DOCUMENT_NOT_FOUND: [404, 'Belge bulunamadı.'],
  PACKAGE_NOT_FOUND: [404, 'Paket bulunamadı.'],
  MEMBER_PACKAGE_NOT_FOUND: [404, 'Üye paketi bulunamadı.'],
  NOTIFICATION_NOT_FOUND: [404, 'Bildirim bulunamadı.'],
  HELP_NOT_FOUND: [404, 'Yardım kaydı bulunamadı.'],
  ACCOUNT_NOT_FOUND: [404, 'Hesap bulunamadı.'],
  ADDRESS_NOT_FOUND: [404, 'Bu konumda bir adres bulunamadı.'],
  INVALID_TRANSITION: [409, messageFor('TRANSITION_NOT_ALLOWED')],
  STATUS_CHANGED: [409, 'Gönderinin durumu değişmiş. Lütfen sayfayı yenileyiniz.'],
  TENDER_CLOSED: [409, 'İhale süresi dolmuştur.'],
  OFFER_ALREADY_ACTIVE: [
    409,
    "Bu ihalede aktif bir teklifiniz var. Tutarı düşürmek için 'Teklifimi Düşür'ü kullanınız.",
  ],
  STOP_ALREADY_DELIVERED: [409, 'Bu teslimat adresi daha önce teslim edildi olarak işaretlendi.'],
  DELIVERY_NOT_FOUND: [404, 'Teslimat adresi bulunamadı.'],
  OFFER_ABOVE_LIST_PRICE: [409, 'Bu teklif gönderinin liste fiyatından yüksek olduğu için seçilemez.'],
  VEHICLE_MISMATCH: [409, 'Bu gönderi aracınızla taşınabilecek ağırlık sınıfında değil.'],
  COURIER_NOT_ACTIVE: [409, 'Hesabınız onaylanmadan iş alamazsınız.'],
  NOT_OPEN_TO_WORK: [
    409,
    '"İşe Açığım" kapalıyken teklif veremez ve iş alamazsınız. İşlerim’de "İşe Açığım"ı açıp tekrar deneyiniz.',
  ],
  COURIER_HAS_WORK_IN_HAND: [
    409,
    'Devam eden bir işiniz veya aktif bir teklifiniz varken belge ya da araç bilgisi değiştirilemez. İşiniz bittikten sonra tekrar deneyiniz.',
  ],
  APPLICATION_NOT_REJECTED: [409, 'Yalnızca reddedilen bir başvuru yeniden gönderilebilir.'],
  PHONE_ALREADY_REGISTERED: [
    409,
    'Bu telefon numarasıyla yapılmış bir kurye başvurusu veya kayıtlı bir hesap bulunmaktadır.',
  ],
  IDENTITY_NUMBER_ALREADY_REGISTERED: [
    409,
    'Bu T.C. kimlik numarasıyla yapılmış bir kurye başvurusu veya kayıtlı bir hesap bulunmaktadır.',
  ],
  IDEMPOTENCY_KEY_REUSED: [409, 'Bu istek anahtarı başka bir işlem için kullanılmış.'],
  // The same key with another body (422, as the IETF idempotency-key draft and Stripe answer it).
  IDEMPOTENCY_KEY_MISMATCH: [
    422,
    'Bu istek anahtarı farklı gönderi bilgileriyle kullanılmış. Lütfen gönderiyi yeniden oluşturunuz.',
  ],
  INSUFFICIENT_BALANCE: [409, 'Hesap bakiyesi bu iade için yetersiz.'],
  PACKAGE_NAME_TAKEN: [409, 'Bu adla tanımlı bir paket zaten var. Lütfen başka bir ad giriniz.'],
  PACKAGE_IN_USE: [409, 'Bu paket üyeler tarafından kullanıldığı için silinemez.'],
  PAGE_ALREADY_EXISTS: [409, 'Bu sayfa kodu zaten kullanılıyor.'],
  NOT_PENDING: [409, 'Bu başvuru için daha önce karar verilmiş; artık onay beklemiyor.'],
  ACCOUNTING_ALREADY_RUN: [409, 'Bu gün için muhasebe işlemi zaten yapılmış.'],
  NO_CASH_TO_HAND_OVER: [409, 'Bu kuryenin teslim edilecek nakdi yok.'],
  MEMBER_STATUS_NOT_ALLOWED: [409, 'Üyenin durumu bu şekilde değiştirilemez.'],
  MEMBER_PACKAGE_STATUS_NOT_ALLOWED: [409, 'Üye paketinin durumu bu şekilde değiştirilemez.'],
  NOTIFICATION_NOT_PENDING: [409, 'Bu bildirim gönderilmiş ya da iptal edilmiş; artık iptal edilemez.'],
  NOTIFICATION_NO_RECIPIENTS: [409, 'Seçilen kitlede bildirimi alacak kimse yok.'],
  // The desc names the time the lock ends (handlers/auth.ts).
  TOO_MANY_LOGIN_ATTEMPTS: [
    429,
    'Çok fazla hatalı şifre denemesi yapıldı. Lütfen daha sonra tekrar deneyiniz.',
  ],
  // The desc names the time to ask again (services/courier-application.ts).
  TOO_MANY_CODE_REQUESTS: [429, 'Çok sık doğrulama kodu istendi. Lütfen daha sonra tekrar deneyiniz.'],
  BODY_TOO_LARGE: [413, 'Gönderilen veri çok büyük.'],
  INTERNAL_ERROR: [500, 'Beklenmedik bir hata oluştu. Lütfen tekrar deneyiniz'],
};

/** A code's status and text: from the table above, else 400 with the validation catalogue's text. */
function catalogued(code: string): [number, string] {
  return serverErrors[code] ?? [400, messageFor(code)];
}

/** Throws the error envelope of a code; `desc` overrides the catalogue text. */
export function fail(code: string, desc?: string, errors?: FieldError[]): never {
  const [status, text] = catalogued(code);
  throw new ApiError(status, code, desc ?? text, errors);
}

/** A code's error that says when to try again: its desc with the time, and Retry-After in seconds. */
export function failRetryLater(code: string, desc: string, retryAfterSeconds: number): never {
  const [status] = catalogued(code);
  throw new ApiError(status, code, desc, undefined, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
}

/** The same code and text under another status (e.g. where the contract declares no 400). */
export function failAs(status: number, code: string, desc?: string): never {
  throw new ApiError(status, code, desc ?? catalogued(code)[1]);
}

/** 400 VALIDATION_FAILED with errors[] from validation codes; desc is the first message. */
export function failValidation(errors: readonly { field: string; code: string }[]): never {
  const withText = errors.map((e) => ({ field: e.field, code: e.code, desc: messageFor(e.code) }));
  fail('VALIDATION_FAILED', withText[0]?.desc, withText);
}

/** The code's error naming the one field it is about (a 409 on a phone already registered, say). */
export function failField(field: string, code: string): never {
  const [status, desc] = catalogued(code);
  throw new ApiError(status, code, desc, [{ field, code, desc }]);
}

/** The error envelope's body (openapi.yaml ErrorResponse), the same from both servers. */
export function errorEnvelope(error: ApiError) {
  return {
    success: false as const,
    code: error.code,
    desc: error.desc,
    ...(error.errors ? { errors: error.errors } : {}),
    ...(error.message_ ? { message: error.message_ } : {}),
  };
}
