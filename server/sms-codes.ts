// Verification codes of the real server, the emulated server's rules (docs/sign-in-and-sessions.md):
// six digits, SMS_CODE_SECONDS to live, a new one replaces any earlier unused one of the phone; the
// newest unused one is checked, a wrong try counts and the VERIFY_MAX_ATTEMPTS-th burns it. A wrong
// try is counted in its own transaction, so the refusal does not roll the count back.
import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { fail, failField } from '@/domain/api-errors';
import { SMS_CODE_SECONDS, VERIFY_MAX_ATTEMPTS } from '@/domain/sign-in';
import type { Schema } from './db/schema';
import { codeText, type SmsSender } from './sms';

export interface CodeOptions {
  text?: (code: string) => string;
  name?: string;
  surname?: string;
  /** A courier application's national id, kept to count its code requests. */
  identityNumber?: string;
}

export async function sendCode(
  trx: Transaction<Schema>,
  sms: SmsSender,
  phone: string,
  purpose: number,
  now: number,
  options: CodeOptions = {},
): Promise<void> {
  await trx
    .updateTable('sms_codes')
    .set((eb) => ({ expires_at: eb.fn('least', ['expires_at', eb.val(new Date(now))]) }))
    .where('phone', '=', phone)
    .where('used_at', 'is', null)
    .execute();
  const code = String(randomInt(100_000, 1_000_000));
  await trx
    .insertInto('sms_codes')
    .values({
      phone,
      code,
      purpose,
      name: options.name?.trim() || null,
      surname: options.surname?.trim() || null,
      identity_number: options.identityNumber || null,
      sent_at: new Date(now),
      expires_at: new Date(now + SMS_CODE_SECONDS * 1000),
    })
    .execute();
  await sms.queue(trx, phone, (options.text ?? codeText)(code), now, code);
}

export interface UsedCode {
  purpose: number;
  name: string | null;
  surname: string | null;
  identityNumber: string | null;
}

/**
 * Checks `code` against the newest unused code of `phone` whose purpose `accepts`, and burns it when
 * right. With `field`, a refusal names that field.
 */
export async function consumeCode(
  db: Kysely<Schema>,
  phone: string,
  code: string,
  now: number,
  accepts: (purpose: number) => boolean,
  field?: string,
): Promise<UsedCode> {
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('sms_codes')
      .selectAll()
      .where('phone', '=', phone)
      .where('used_at', 'is', null)
      .orderBy('sent_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (!row || !accepts(row.purpose)) return { refusal: 'VERIFICATION_CODE_INVALID' as string };
    if (now > row.expires_at.getTime()) return { refusal: 'VERIFICATION_CODE_EXPIRED' };
    if (code.trim() === '' || code.trim() !== row.code) {
      const attempts = row.failed_attempts + 1;
      const burnt = attempts >= VERIFY_MAX_ATTEMPTS;
      await trx
        .updateTable('sms_codes')
        .set({ failed_attempts: attempts, ...(burnt ? { used_at: new Date(now) } : {}) })
        .where('id', '=', row.id)
        .execute();
      return { refusal: burnt ? 'VERIFICATION_TOO_MANY_ATTEMPTS' : 'VERIFICATION_CODE_INVALID' };
    }
    await trx
      .updateTable('sms_codes')
      .set({ used_at: new Date(now) })
      .where('id', '=', row.id)
      .execute();
    const used: UsedCode = {
      purpose: row.purpose,
      name: row.name,
      surname: row.surname,
      identityNumber: row.identity_number,
    };
    return { used };
  });
  if (!outcome.used) {
    const refusal = outcome.refusal ?? 'VERIFICATION_CODE_INVALID';
    return field ? failField(field, refusal) : fail(refusal);
  }
  return outcome.used;
}
