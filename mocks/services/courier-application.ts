// The courier application's own rules on the emulated server (issue 16): one application or
// account per phone and per national id, and the phone proven by an SMS code (login type 2)
// before the application is stored.
import { db, type UserRecord } from '../db';
import { failField } from '../errors';
import { consumeSmsCode, sendSmsCode } from './sms-codes';

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

/** Checks the applicant's code (see consumeSmsCode): burnt when right, counted when wrong. */
export async function consumeApplicationCode(phone: string, code: string): Promise<void> {
  await consumeSmsCode(phone, APPLICATION_LOGIN_TYPE, code);
}
