// The courier application's own rules on the emulated server (issue 16): one application or
// account per phone and per national id, and the phone proven by an SMS code (login type 2)
// before the application is stored.
import { now } from '../clock';
import { db, nextId, type UserRecord } from '../db';
import { fail, failField } from '../errors';
import { SMS_CODE_SECONDS } from '../auth';

/** The SMS login type of a courier (SPEC 6): the application's code is sent as one. */
export const APPLICATION_LOGIN_TYPE = 2;

/** Wrong codes allowed per SMS, as at sign-in (handlers/auth.ts). */
const MAX_CODE_ATTEMPTS = 5;

function userWithIdentityNumber(identityNumber: string): UserRecord | undefined {
  return db.users.findFirst((q) => q.where((u) => u.courier?.identityNumber === identityNumber));
}

/**
 * 409 when the phone or the national id already has an application (pending, rejected) or an
 * account of any kind: one person, one courier record.
 */
export function assertNoApplicationYet(phone: string, identityNumber: string): void {
  if (db.users.findFirst((q) => q.where({ phone }))) failField('phone', 'PHONE_ALREADY_REGISTERED');
  if (identityNumber && userWithIdentityNumber(identityNumber))
    failField('identityNumber', 'IDENTITY_NUMBER_ALREADY_REGISTERED');
}

/** Sends the applicant's code (a new code replaces any earlier one). */
export async function sendApplicationCode(phone: string): Promise<void> {
  const t = now();
  await db.sms.updateMany((q) => q.where({ phone, usedAt: null }), {
    data(s) {
      s.expiresAt = Math.min(s.expiresAt, t);
    },
  });
  const code = String(Math.floor(100000 + Math.random() * 900000));
  await db.sms.create({
    smsId: nextId(db.sms.all(), (s) => s.smsId),
    phone,
    code,
    text: `Kurye Çağır kurye başvurusu doğrulama kodunuz: ${code}`,
    loginType: APPLICATION_LOGIN_TYPE,
    name: null,
    surname: null,
    sentAt: t,
    expiresAt: t + SMS_CODE_SECONDS * 1000,
    usedAt: null,
  });
}

/**
 * Checks the code of the newest unused SMS to `phone` and burns it when right. A wrong code
 * counts; the fifth wrong one burns the SMS (as at sign-in).
 */
export async function consumeApplicationCode(phone: string, code: string): Promise<void> {
  const sms = db.sms
    .findMany((q) => q.where({ phone, usedAt: null }))
    .sort((a, b) => b.sentAt - a.sentAt || b.smsId - a.smsId)[0];
  if (!sms || sms.loginType !== APPLICATION_LOGIN_TYPE) fail('VERIFICATION_CODE_INVALID');
  if (now() > sms.expiresAt) fail('VERIFICATION_CODE_EXPIRED');
  if (code.trim() === '' || code.trim() !== sms.code) {
    const attempts = (sms.failedAttempts ?? 0) + 1;
    await db.sms.update((q) => q.where({ smsId: sms.smsId }), {
      data(s) {
        s.failedAttempts = attempts;
        if (attempts >= MAX_CODE_ATTEMPTS) s.usedAt = now();
      },
    });
    fail(attempts >= MAX_CODE_ATTEMPTS ? 'VERIFICATION_TOO_MANY_ATTEMPTS' : 'VERIFICATION_CODE_INVALID');
  }
  await db.sms.update((q) => q.where({ smsId: sms.smsId }), {
    data(s) {
      s.usedAt = now();
    },
  });
}
