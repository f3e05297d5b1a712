// The courier application's own rules on the emulated server (issue 16): one application or
// account per phone and per national id, and the phone proven by an SMS code (login type 2)
// before the application is stored.
import { now } from '../clock';
import { db, type UserRecord } from '../db';
import { fail, failField } from '../errors';
import { sendSmsCode, VERIFY_MAX_ATTEMPTS } from './sms-codes';

/** The SMS login type of a courier (SPEC 6): the application's code is sent as one. */
export const APPLICATION_LOGIN_TYPE = 2;

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
  await sendSmsCode(phone, APPLICATION_LOGIN_TYPE, {
    text: (code) => `Kurye Çağır kurye başvurusu doğrulama kodunuz: ${code}`,
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
        if (attempts >= VERIFY_MAX_ATTEMPTS) s.usedAt = now();
      },
    });
    fail(attempts >= VERIFY_MAX_ATTEMPTS ? 'VERIFICATION_TOO_MANY_ATTEMPTS' : 'VERIFICATION_CODE_INVALID');
  }
  await db.sms.update((q) => q.where({ smsId: sms.smsId }), {
    data(s) {
      s.usedAt = now();
    },
  });
}
