// Sign-in by SMS (customer 1, courier 2) or password (admin 3, courier otherwise), verification,
// refresh and sign-out (docs/sign-in-and-sessions.md, docs/emulated-server.md#sign-in-and-sms).
import { MemberStatus } from '@/domain/url-values';
import { isValidPhone, normalizePhone, validateNewPassword } from '@/domain/validators';
import {
  lockedDesc,
  loginSchema,
  loginTypeOf,
  PASSWORD_LOCK_MINUTES,
  PASSWORD_MAX_ATTEMPTS,
  PASSWORD_RESET_SMS,
  passwordResetText,
  resetCodeSchema,
  resetSchema,
  VERIFY_MAX_ATTEMPTS,
  verifySchema,
} from '@/domain/sign-in';
import { checkPassword, hashPassword, logout, refresh, signInBlock, startSession } from '../auth';
import { now } from '../clock';
import { db, nextId, type UserRecord } from '../db';
import { fail, failValidation } from '@/domain/api-errors';
import { handle, ok } from '../handle';
import { http } from '../http';
import { sendSmsCode } from '../services/sms-codes';
import { findUserByPhone } from '../services/users';

/**
 * Checks `code` against the newest unused SMS of `phone` sent for `purpose` and burns it when
 * right; a wrong code counts, the fifth burns the SMS (the same rule for sign-in and reset codes).
 */
async function consumeCode(phone: string, code: string, purpose: (loginType: number) => boolean) {
  const sms = db.sms
    .findMany((q) => q.where({ phone, usedAt: null }))
    .sort((a, b) => b.sentAt - a.sentAt || b.smsId - a.smsId)[0];
  if (!sms || !purpose(sms.loginType)) fail('VERIFICATION_CODE_INVALID');
  if (now() > sms.expiresAt) fail('VERIFICATION_CODE_EXPIRED');
  if (code.trim() !== sms.code) {
    // A real server does not let a 6-digit code be guessed: after a few wrong tries it is burnt.
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
  return sms;
}

/** The courier of this phone, who may sign in (the password reset is for couriers: issue 28). */
function courierOf(phone: string): UserRecord {
  const user = findUserByPhone(phone);
  if (!user || !user.roles.includes('Courier')) fail('USER_NOT_FOUND');
  assertMaySignIn(user);
  return user;
}

function phoneOf(identifier: string): string {
  const phone = normalizePhone(identifier);
  if (!isValidPhone(phone))
    failValidation([{ field: 'identifier', code: identifier ? 'PHONE_INVALID' : 'PHONE_REQUIRED' }]);
  return phone;
}

/**
 * Nobody suspended may sign in but a courier, and a courier not approved signs in only to see and
 * correct their application (issue 16: every other call refuses them, see `isRestrictedCourier`).
 */
function assertMaySignIn(user: UserRecord): void {
  const refusal = signInBlock(user);
  if (refusal) fail(refusal);
}

function failLocked(until: number): never {
  fail('TOO_MANY_LOGIN_ATTEMPTS', lockedDesc(until));
}

/**
 * Checks a password with a per-account lock: while locked nothing is tried (not even the right
 * password), a wrong one counts, the fifth in a row locks the account, a right one resets the count.
 */
async function checkPasswordWithLock(user: UserRecord, password: string): Promise<boolean> {
  const t = now();
  if (user.passwordLockedUntil && t < user.passwordLockedUntil) failLocked(user.passwordLockedUntil);
  const right = await checkPassword(user, password);
  const attempts = right ? 0 : (user.failedPasswordAttempts ?? 0) + 1;
  const lockedUntil = attempts >= PASSWORD_MAX_ATTEMPTS ? t + PASSWORD_LOCK_MINUTES * 60_000 : null;
  await db.users.update((q) => q.where({ userId: user.userId }), {
    data(u) {
      u.failedPasswordAttempts = lockedUntil ? 0 : attempts;
      u.passwordLockedUntil = lockedUntil;
    },
  });
  if (lockedUntil) failLocked(lockedUntil);
  return right;
}

export const authHandlers = [
  http.post(
    '/auth/login',
    handle({ auth: 'public', body: loginSchema }, async ({ body }) => {
      const phone = phoneOf(body.identifier);
      const loginType = loginTypeOf(body.loginType);
      const user = findUserByPhone(phone);
      if (loginType === 1) {
        if (user && !user.roles.includes('Customer')) fail('ACCOUNT_ROLE_MISMATCH');
        if (user) assertMaySignIn(user);
        await sendSmsCode(phone, 1, { name: body.name, surname: body.surname });
        return ok({ verificationType: 1 });
      }
      if (loginType === 2) {
        if (!user || !user.roles.includes('Courier')) fail('USER_NOT_FOUND');
        assertMaySignIn(user);
        await sendSmsCode(phone, 2);
        return ok({ verificationType: 2 });
      }
      if (!body.password) failValidation([{ field: 'password', code: 'PASSWORD_REQUIRED' }]);
      const role = loginType === 3 ? 'Admin' : 'Courier';
      if (!user || !user.roles.includes(role) || !(await checkPasswordWithLock(user, body.password))) {
        fail('INVALID_CREDENTIALS');
      }
      assertMaySignIn(user);
      return ok({ verificationType: 0, accessToken: await startSession(user) });
    }),
  ),

  http.post(
    '/auth/verify',
    handle({ auth: 'public', body: verifySchema }, async ({ body }) => {
      const phone = phoneOf(body.identifier);
      // A password-reset code signs nobody in by itself.
      const sms = await consumeCode(phone, body.code, (type) => type !== PASSWORD_RESET_SMS);
      let user = findUserByPhone(phone);
      if (sms.loginType === 1) {
        if (user && !user.roles.includes('Customer')) fail('ACCOUNT_ROLE_MISMATCH');
        // An unknown phone registers a new customer (docs/sign-in-and-sessions.md: anonymous senders).
        user ??= await db.users.create({
          userId: nextId(db.users.all(), (u) => u.userId),
          roles: ['Customer'],
          phone,
          name: sms.name ?? 'Müşteri',
          surname: sms.surname ?? '',
          email: null,
          passwordHash: null,
          status: MemberStatus.Active,
          courier: null,
          createdAt: now(),
        });
      } else if (!user || !user.roles.includes('Courier')) fail('USER_NOT_FOUND');
      assertMaySignIn(user);
      return ok({ accessToken: await startSession(user) });
    }),
  ),

  http.post(
    '/auth/password-reset/code',
    handle({ auth: 'public', body: resetCodeSchema }, async ({ body }) => {
      const phone = phoneOf(body.identifier);
      courierOf(phone);
      // The same code as at sign-in: six digits, SMS_CODE_SECONDS to live, a new one replaces it.
      await sendSmsCode(phone, PASSWORD_RESET_SMS, {
        text: passwordResetText,
      });
      return ok({ verificationType: 2 });
    }),
  ),

  http.post(
    '/auth/password-reset',
    handle({ auth: 'public', body: resetSchema }, async ({ body }) => {
      const phone = phoneOf(body.identifier);
      const errors = validateNewPassword(body.password);
      if (errors.length > 0) failValidation(errors);
      const user = courierOf(phone);
      await consumeCode(phone, body.code, (type) => type === PASSWORD_RESET_SMS);
      const passwordHash = await hashPassword(body.password ?? '');
      // Proven by SMS: the new password replaces the old one and lifts a lock of wrong passwords.
      await db.users.update((q) => q.where({ userId: user.userId }), {
        data(u) {
          u.passwordHash = passwordHash;
          u.failedPasswordAttempts = 0;
          u.passwordLockedUntil = null;
        },
      });
      return ok({ accessToken: await startSession(user) });
    }),
  ),

  http.get(
    '/refresh',
    handle({ auth: 'public' }, async ({ request }) => ok({ accessToken: await refresh(request) })),
  ),

  http.post(
    '/auth/logout',
    handle({ auth: 'public' }, async ({ request }) => {
      await logout(request);
      return ok({ ok: true });
    }),
  ),
];
