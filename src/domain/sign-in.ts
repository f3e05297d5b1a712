// Signing in, for both servers (docs/sign-in-and-sessions.md): the request bodies, the SMS codes'
// purposes and lifetimes, and the limits on guessing a code or a password.
import * as v from 'valibot';
import { formatDateTime } from './format';
import { intSchema, textSchema } from './limits';

/** An access token lives 15 minutes of server time; a session 30 days. */
export const ACCESS_TOKEN_MINUTES = 15;
export const SESSION_DAYS = 30;

/** The claims of an access token (HS256), the same on both servers. */
export interface TokenClaims {
  userRoles: ('Customer' | 'Courier' | 'Admin')[];
  phoneNumber: string;
  name: string;
  userId: number;
  sid: string;
  exp: number;
  iat: number;
}

/** A verification code lives this long after it is sent. */
export const SMS_CODE_SECONDS = 90;

/** Wrong codes allowed per SMS before it stops working and a new one must be requested. */
export const VERIFY_MAX_ATTEMPTS = 5;

/** Wrong passwords in a row before the account is locked, and for how long (issue 14). */
export const PASSWORD_MAX_ATTEMPTS = 5;
export const PASSWORD_LOCK_MINUTES = 15;

/** The SMS of a customer's sign-in (login type 1) and of a courier's (2). */
export const CUSTOMER_SIGN_IN_SMS = 1;
export const COURIER_SIGN_IN_SMS = 2;
/**
 * The purpose ("loginType") of an SMS that confirms a change to a courier's IBAN, phone or e-mail
 * (issue 27); the contract answers it as verificationType 5.
 */
export const PROFILE_CHANGE_SMS = 5;
/**
 * The purpose of an SMS that resets a courier's password (issue 28): neither a sign-in code nor a
 * profile-change code, so none of them is accepted for another.
 */
export const PASSWORD_RESET_SMS = 6;

export const passwordResetText = (code: string) => `Kurye Çağır şifre yenileme kodunuz: ${code}`;

/** 429-style refusal text while an account is locked for wrong passwords. */
export function lockedDesc(until: number): string {
  return `Çok fazla hatalı şifre denemesi yapıldı. Lütfen ${formatDateTime(until)} sonrasında tekrar deneyiniz.`;
}

/** The login type a request names: 1 customer SMS, 2 courier SMS, 3 admin password, else courier password (4). */
export function loginTypeOf(requested: number): 1 | 2 | 3 | 4 {
  return requested === 1 || requested === 2 || requested === 3 ? requested : 4;
}

export const loginSchema = v.object({
  identifier: textSchema('phone', 'PHONE_REQUIRED'),
  password: v.optional(textSchema('password')),
  loginType: intSchema(0, 99, 'FIELD_REQUIRED'),
  name: v.optional(textSchema('name')),
  surname: v.optional(textSchema('name')),
});

export const verifySchema = v.object({
  identifier: textSchema('phone', 'PHONE_REQUIRED'),
  code: textSchema('code'),
  loginType: v.optional(intSchema(0, 99), 1),
});

export const resetCodeSchema = v.object({
  identifier: textSchema('phone', 'PHONE_REQUIRED'),
});

export const resetSchema = v.object({
  identifier: textSchema('phone', 'PHONE_REQUIRED'),
  code: textSchema('code'),
  password: v.optional(textSchema('password')),
});
