// Sign-in by SMS (customer 1, courier 2) or password (admin 3, courier otherwise), verification, the
// courier's password reset, refresh and sign-out: the emulated server's rules (mocks/handlers/auth.ts,
// docs/sign-in-and-sessions.md) on the database.
import type { Kysely } from 'kysely';
import { fail, failValidation } from '@/domain/api-errors';
import { MemberStatus } from '@/domain/url-values';
import {
  CUSTOMER_SIGN_IN_SMS,
  lockedDesc,
  loginSchema,
  loginTypeOf,
  PASSWORD_LOCK_MINUTES,
  PASSWORD_MAX_ATTEMPTS,
  PASSWORD_RESET_SMS,
  passwordResetText,
  resetCodeSchema,
  resetSchema,
  verifySchema,
} from '@/domain/sign-in';
import { isValidPhone, normalizePhone, validateNewPassword } from '@/domain/validators';
import { checkPassword, hashPassword, type Member, memberQuery, signInBlock, toMember } from '../auth';
import type { Schema } from '../db/schema';
import { ok, type Router } from '../handle';
import { consumeCode, sendCode } from '../sms-codes';

function phoneOf(identifier: string): string {
  const phone = normalizePhone(identifier);
  if (!isValidPhone(phone))
    failValidation([{ field: 'identifier', code: identifier ? 'PHONE_INVALID' : 'PHONE_REQUIRED' }]);
  return phone;
}

async function memberByPhone(db: Kysely<Schema>, phone: string): Promise<Member | undefined> {
  const row = await memberQuery(db).where('users.phone', '=', phone).executeTakeFirst();
  return row && toMember(row);
}

/**
 * Nobody suspended may sign in but a courier, and a courier not approved signs in only to see and
 * correct their application (issue 16).
 */
function assertMaySignIn(user: Member): void {
  const refusal = signInBlock(user);
  if (refusal) fail(refusal);
}

/** The courier of this phone, who may sign in (the password reset is for couriers: issue 28). */
async function courierOf(db: Kysely<Schema>, phone: string): Promise<Member> {
  const user = await memberByPhone(db, phone);
  if (!user || !user.roles.includes('Courier')) fail('USER_NOT_FOUND');
  assertMaySignIn(user);
  return user;
}

/**
 * A password with a per-account lock: while locked nothing is tried (not even the right password),
 * a wrong one counts, the PASSWORD_MAX_ATTEMPTS-th in a row locks the account, a right one resets
 * the count. The count is kept in its own transaction, the row locked, so parallel guesses count.
 */
async function checkPasswordWithLock(
  db: Kysely<Schema>,
  userId: number,
  password: string,
  now: number,
): Promise<boolean> {
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('users')
      .select(['password_hash', 'failed_password_attempts', 'password_locked_until'])
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const lockedUntil = row.password_locked_until?.getTime();
    if (lockedUntil && now < lockedUntil) return { right: false, lockedUntil };
    const right = await checkPassword(row.password_hash, password);
    const attempts = right ? 0 : row.failed_password_attempts + 1;
    const locks = attempts >= PASSWORD_MAX_ATTEMPTS ? now + PASSWORD_LOCK_MINUTES * 60_000 : null;
    await trx
      .updateTable('users')
      .set({
        failed_password_attempts: locks ? 0 : attempts,
        password_locked_until: locks === null ? null : new Date(locks),
      })
      .where('user_id', '=', userId)
      .execute();
    return { right, lockedUntil: locks };
  });
  if (outcome.lockedUntil) fail('TOO_MANY_LOGIN_ATTEMPTS', lockedDesc(outcome.lockedUntil));
  return outcome.right;
}

export function authRoutes(router: Router): void {
  router.post(
    '/auth/login',
    { auth: 'public', body: loginSchema },
    async ({ db, sms, tokens, body, now }) => {
      const phone = phoneOf(body.identifier);
      const loginType = loginTypeOf(body.loginType);
      const user = await memberByPhone(db, phone);
      if (loginType === 1 || loginType === 2) {
        if (loginType === 1) {
          if (user && !user.roles.includes('Customer')) fail('ACCOUNT_ROLE_MISMATCH');
        } else if (!user || !user.roles.includes('Courier')) fail('USER_NOT_FOUND');
        if (user) assertMaySignIn(user);
        await db
          .transaction()
          .execute((trx) =>
            sendCode(trx, sms, phone, loginType, now, { name: body.name, surname: body.surname }),
          );
        void sms.deliver();
        return ok({ verificationType: loginType });
      }
      if (!body.password) failValidation([{ field: 'password', code: 'PASSWORD_REQUIRED' }]);
      const role = loginType === 3 ? 'Admin' : 'Courier';
      if (
        !user ||
        !user.roles.includes(role) ||
        !(await checkPasswordWithLock(db, user.userId, body.password, now))
      )
        fail('INVALID_CREDENTIALS');
      assertMaySignIn(user);
      return ok({ verificationType: 0, accessToken: await tokens.startSession(db, user) });
    },
  );

  router.post('/auth/verify', { auth: 'public', body: verifySchema }, async ({ db, tokens, body, now }) => {
    const phone = phoneOf(body.identifier);
    // A password-reset code signs nobody in by itself.
    const code = await consumeCode(db, phone, body.code, now, (purpose) => purpose !== PASSWORD_RESET_SMS);
    let user = await memberByPhone(db, phone);
    if (code.purpose === CUSTOMER_SIGN_IN_SMS) {
      if (user && !user.roles.includes('Customer')) fail('ACCOUNT_ROLE_MISMATCH');
      if (!user) {
        // An unknown phone registers a new customer (docs/sign-in-and-sessions.md); two verifies at
        // once make one account.
        await db
          .insertInto('users')
          .values({
            roles: ['Customer'],
            phone,
            name: code.name ?? 'Müşteri',
            surname: code.surname ?? '',
            email: null,
            password_hash: null,
            status: MemberStatus.Active,
            created_at: new Date(now),
          })
          .onConflict((oc) => oc.column('phone').doNothing())
          .execute();
        user = await memberByPhone(db, phone);
        if (!user) fail('USER_NOT_FOUND');
      }
    } else if (!user || !user.roles.includes('Courier')) fail('USER_NOT_FOUND');
    assertMaySignIn(user);
    return ok({ accessToken: await tokens.startSession(db, user) });
  });

  router.post(
    '/auth/password-reset/code',
    { auth: 'public', body: resetCodeSchema },
    async ({ db, sms, body, now }) => {
      const phone = phoneOf(body.identifier);
      await courierOf(db, phone);
      await db
        .transaction()
        .execute((trx) => sendCode(trx, sms, phone, PASSWORD_RESET_SMS, now, { text: passwordResetText }));
      void sms.deliver();
      return ok({ verificationType: 2 });
    },
  );

  router.post(
    '/auth/password-reset',
    { auth: 'public', body: resetSchema },
    async ({ db, tokens, body, now }) => {
      const phone = phoneOf(body.identifier);
      const errors = validateNewPassword(body.password);
      if (errors.length > 0) failValidation(errors);
      const user = await courierOf(db, phone);
      await consumeCode(db, phone, body.code, now, (purpose) => purpose === PASSWORD_RESET_SMS);
      const passwordHash = await hashPassword(body.password ?? '');
      // Proven by SMS: the new password replaces the old one and lifts a lock of wrong passwords.
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, failed_password_attempts: 0, password_locked_until: null })
        .where('user_id', '=', user.userId)
        .execute();
      return ok({ accessToken: await tokens.startSession(db, user) });
    },
  );

  router.get('/refresh', { auth: 'public' }, async ({ db, tokens, request, now }) =>
    ok({ accessToken: await tokens.refresh(db, request, now) }),
  );

  router.post('/auth/logout', { auth: 'public' }, async ({ db, tokens, request, now }) => {
    await tokens.logout(db, request, now);
    return ok({ ok: true });
  });
}
