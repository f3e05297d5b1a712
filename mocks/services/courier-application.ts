// The courier application's own rules on the emulated server (issue 16): one application or
// account per phone and per national id, and the phone proven by an SMS code (login type 2)
// before the application is stored.
import {
  APPLICATION_LOGIN_TYPE,
  applicationCodeText,
  assertMayAskForCode as assertMayAskForCodeWith,
} from '@/domain/courier-application';
import { now } from '../clock';
import { db, type UserRecord } from '../db';
import { failField } from '@/domain/api-errors';
import { consumeSmsCode, sendSmsCode } from './sms-codes';

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

/** 429 beyond the domain's CODE_REQUEST_LIMITS (src/domain/courier-application.ts). */
export function assertMayAskForCode(phone: string, identityNumber: string): void {
  const codes = db.sms.findMany((q) => q.where({ loginType: APPLICATION_LOGIN_TYPE }));
  assertMayAskForCodeWith(
    codes.filter((s) => s.phone === phone).map((s) => s.sentAt),
    identityNumber ? codes.filter((s) => s.identityNumber === identityNumber).map((s) => s.sentAt) : [],
    now(),
  );
}

/** Sends the applicant's code (a new code replaces any earlier one). */
export async function sendApplicationCode(phone: string, identityNumber = ''): Promise<void> {
  await sendSmsCode(phone, APPLICATION_LOGIN_TYPE, {
    text: applicationCodeText,
    identityNumber,
  });
}

/** Checks the applicant's code (see consumeSmsCode): burnt when right, counted when wrong. */
export async function consumeApplicationCode(phone: string, code: string): Promise<void> {
  await consumeSmsCode(phone, APPLICATION_LOGIN_TYPE, code);
}
