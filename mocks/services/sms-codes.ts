// SMS verification codes of the emulated server: sign-in (handlers/auth.ts) and the courier
// application (services/courier-application.ts) send and count them the same way.
import { SMS_CODE_SECONDS } from '../auth';
import { now } from '../clock';
import { db, nextId } from '../db';

/** Wrong codes allowed per SMS before it stops working and a new one must be requested. */
export const VERIFY_MAX_ATTEMPTS = 5;

/** The purpose ("loginType") of an SMS that resets a courier's password (issue 28); not a sign-in code. */
export const PASSWORD_RESET_SMS = 5;

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
