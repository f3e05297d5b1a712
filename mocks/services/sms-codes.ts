// SMS verification codes of the emulated server: sign-in (handlers/auth.ts) and the courier
// application (services/courier-application.ts) send and count them the same way.
import { SMS_CODE_SECONDS, VERIFY_MAX_ATTEMPTS } from '@/domain/sign-in';
import { now } from '../clock';
import { db, nextId } from '../db';
import { fail, failField } from '@/domain/api-errors';

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
