// SMS verification codes of the emulated server: sign-in (handlers/auth.ts) and the courier
// application (services/courier-application.ts) send and count them the same way.
import { SMS_CODE_SECONDS } from '../auth';
import { now } from '../clock';
import { db, nextId } from '../db';
import { fail, failField } from '@/domain/api-errors';

/** Wrong codes allowed per SMS before it stops working and a new one must be requested. */
export const VERIFY_MAX_ATTEMPTS = 5;

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

export interface SmsCodeOptions {
  /** The SMS text around the code. */
  text?: (code: string) => string;
  name?: string;
  surname?: string;
  /** A courier application's national id, kept to count its code requests. */
  identityNumber?: string;
}

/** Sends a new six-digit code to `phone`; a new code replaces any earlier unused one. */
export async function sendSmsCode(
  phone: string,
  loginType: number,
  options: SmsCodeOptions = {},
): Promise<void> {
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
    text: options.text ? options.text(code) : `Kurye Çağır doğrulama kodunuz: ${code}`,
    loginType,
    name: options.name?.trim() || null,
    surname: options.surname?.trim() || null,
    sentAt: t,
    expiresAt: t + SMS_CODE_SECONDS * 1000,
    usedAt: null,
    identityNumber: options.identityNumber || null,
  });
}

/**
 * Checks the code of the newest unused SMS to `phone` (of `loginType`) and burns it when right.
 * A wrong code counts; the fifth wrong one burns the SMS. With `field`, the error names it.
 */
export async function consumeSmsCode(
  phone: string,
  loginType: number,
  code: string,
  field?: string,
): Promise<void> {
  const refuse = (c: string): never => (field ? failField(field, c) : fail(c));
  const sms = db.sms
    .findMany((q) => q.where({ phone, usedAt: null }))
    .sort((a, b) => b.sentAt - a.sentAt || b.smsId - a.smsId)[0];
  if (!sms || sms.loginType !== loginType) refuse('VERIFICATION_CODE_INVALID');
  else {
    if (now() > sms.expiresAt) refuse('VERIFICATION_CODE_EXPIRED');
    if (code.trim() === '' || code.trim() !== sms.code) {
      const attempts = (sms.failedAttempts ?? 0) + 1;
      await db.sms.update((q) => q.where({ smsId: sms.smsId }), {
        data(s) {
          s.failedAttempts = attempts;
          if (attempts >= VERIFY_MAX_ATTEMPTS) s.usedAt = now();
        },
      });
      refuse(
        attempts >= VERIFY_MAX_ATTEMPTS ? 'VERIFICATION_TOO_MANY_ATTEMPTS' : 'VERIFICATION_CODE_INVALID',
      );
    }
    await db.sms.update((q) => q.where({ smsId: sms.smsId }), {
      data(s) {
        s.usedAt = now();
      },
    });
  }
}

/** An SMS that only tells (no code): a notice to the phone on file. */
export async function sendSmsNotice(phone: string, text: string): Promise<void> {
  const t = now();
  await db.sms.create({
    smsId: nextId(db.sms.all(), (s) => s.smsId),
    phone,
    code: '',
    text,
    loginType: 0,
    name: null,
    surname: null,
    sentAt: t,
    expiresAt: t,
    usedAt: t,
    identityNumber: null,
  });
}
