// The courier application's own rules on the emulated server (issue 16): one application or
// account per phone and per national id, and the phone proven by an SMS code (login type 2)
// before the application is stored.
import { formatDateTime } from '@/domain/format';
import { now } from '../clock';
import { db, type UserRecord } from '../db';
import { failField, failRetryLater } from '@/domain/api-errors';
import { consumeSmsCode, sendSmsCode } from './sms-codes';

/** The SMS login type of a courier (docs/sign-in-and-sessions.md): the application's code is sent as one. */
export const APPLICATION_LOGIN_TYPE = 2;

function userWithIdentityNumber(identityNumber: string): UserRecord | undefined {
  return db.users.findFirst((q) => q.where((u) => u.courier?.identityNumber === identityNumber));
}

/**
 * 409 when the phone already has an application (pending, rejected) or an account of any kind
 * (sign-in says as much already). Said before any SMS goes out.
 */
export function assertPhoneFree(phone: string): void {
  if (db.users.findFirst((q) => q.where({ phone }))) failField('phone', 'PHONE_ALREADY_REGISTERED');
}

/**
 * 409 when the national id already has an application or an account: one person, one courier
 * record. Only once the phone is proven (after the SMS code), so a stranger cannot ask whether
 * someone has applied (issue 27).
 */
export function assertIdentityNumberFree(identityNumber: string): void {
  if (identityNumber && userWithIdentityNumber(identityNumber))
    failField('identityNumber', 'IDENTITY_NUMBER_ALREADY_REGISTERED');
}

/**
 * Application codes asked for (each is an SMS, and five guesses): per phone at most 3 in 15
 * minutes, per national id at most 5 in an hour, whatever the phone (issue 27).
 */
const CODE_REQUEST_LIMITS = {
  perPhone: { max: 3, minutes: 15 },
  perIdentityNumber: { max: 5, minutes: 60 },
} as const;

/** When the oldest of the last `max` sends leaves the window, if `max` were sent within it. */
function heldUntil(sentAt: number[], max: number, minutes: number, t: number): number {
  const windowMs = minutes * 60_000;
  const recent = sentAt.filter((at) => at > t - windowMs).sort((a, b) => a - b);
  return recent.length < max ? 0 : recent[recent.length - max]! + windowMs;
}

/** 429 TOO_MANY_CODE_REQUESTS (with Retry-After and the time in the desc) beyond CODE_REQUEST_LIMITS. */
export function assertMayAskForCode(phone: string, identityNumber: string): void {
  const t = now();
  const codes = db.sms.findMany((q) => q.where({ loginType: APPLICATION_LOGIN_TYPE }));
  const { perPhone, perIdentityNumber } = CODE_REQUEST_LIMITS;
  const until = Math.max(
    heldUntil(
      codes.filter((s) => s.phone === phone).map((s) => s.sentAt),
      perPhone.max,
      perPhone.minutes,
      t,
    ),
    identityNumber
      ? heldUntil(
          codes.filter((s) => s.identityNumber === identityNumber).map((s) => s.sentAt),
          perIdentityNumber.max,
          perIdentityNumber.minutes,
          t,
        )
      : 0,
  );
  if (until > t)
    failRetryLater(
      'TOO_MANY_CODE_REQUESTS',
      `Çok sık doğrulama kodu istendi. Lütfen ${formatDateTime(until)} sonrasında tekrar deneyiniz.`,
      (until - t) / 1000,
    );
}

/** Sends the applicant's code (a new code replaces any earlier one). */
export async function sendApplicationCode(phone: string, identityNumber = ''): Promise<void> {
  await sendSmsCode(phone, APPLICATION_LOGIN_TYPE, {
    text: (code) => `Kurye Çağır kurye başvurusu doğrulama kodunuz: ${code}`,
    identityNumber,
  });
}

/** Checks the applicant's code (see consumeSmsCode): burnt when right, counted when wrong. */
export async function consumeApplicationCode(phone: string, code: string): Promise<void> {
  await consumeSmsCode(phone, APPLICATION_LOGIN_TYPE, code);
}
