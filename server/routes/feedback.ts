// POST /feedback (auth optional): the form's rules (src/domain/feedback.ts) and the emulated
// server's Idempotency-Key answers (mocks/handlers/feedback.ts) on the database. A key is claimed
// first, in the feedback's own transaction: a second request with it waits for the first to commit
// (PostgreSQL holds the conflicting insert), then answers with the first's feedback, so racing
// resends record one. Another sender's key is 409, another body's 422 with the feedback's text.
import type { Transaction } from 'kysely';
import { fail } from '@/domain/api-errors';
import {
  FEEDBACK_KEY_MISMATCH,
  FEEDBACK_THANKS,
  feedbackFingerprint,
  feedbackInputSchema,
  NO_SESSION_SENDER,
  type Feedback,
} from '@/domain/feedback';
import { idempotencyKeyOf, keyReuse } from '@/domain/idempotency';
import type { Schema } from '../db/schema';
import { created, type Router } from '../handle';

async function record(
  trx: Transaction<Schema>,
  body: Feedback,
  userId: number | null,
  now: number,
): Promise<number> {
  const row = await trx
    .insertInto('feedback')
    .values({
      topic: body.topic,
      message: body.message,
      shipment_id: body.shipmentId ?? null,
      name: body.name?.trim() ?? '',
      phone: body.phone ?? '',
      email: body.email ?? '',
      user_id: userId,
      created_at: new Date(now),
    })
    .returning('feedback_id')
    .executeTakeFirstOrThrow();
  return row.feedback_id;
}

/** The feedback a key already answered with, or null when this request claimed the key. */
async function claimKey(
  trx: Transaction<Schema>,
  key: string,
  userId: number | null,
  fingerprint: string,
  now: number,
): Promise<number | null> {
  const claimed = await trx
    .insertInto('idempotency_keys')
    .values({
      key,
      user_id: userId,
      fingerprint,
      shipment_id: 0,
      answer: null,
      created_at: new Date(now),
    })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  if (claimed) return null;
  const seen = await trx
    .selectFrom('idempotency_keys')
    .select(['user_id', 'fingerprint', 'answer'])
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  const verdict = keyReuse(
    { userId: seen.user_id ?? NO_SESSION_SENDER, fingerprint: seen.fingerprint },
    userId ?? NO_SESSION_SENDER,
    fingerprint,
  );
  if (verdict === 'IDEMPOTENCY_KEY_REUSED') fail(verdict);
  if (verdict === 'IDEMPOTENCY_KEY_MISMATCH') fail(verdict, FEEDBACK_KEY_MISMATCH);
  return (seen.answer as { feedbackId?: number } | null)?.feedbackId ?? 0;
}

export function feedbackRoutes(router: Router): void {
  router.post(
    '/feedback',
    { auth: 'optional', body: feedbackInputSchema },
    async ({ db, body, auth, request, now }) => {
      const userId = auth?.user.userId ?? null;
      const key = idempotencyKeyOf(request);
      const feedbackId = await db.transaction().execute(async (trx) => {
        if (!key) return record(trx, body, userId, now);
        const fingerprint = feedbackFingerprint(body);
        const answered = await claimKey(trx, key, userId, fingerprint, now);
        if (answered !== null) return answered;
        const id = await record(trx, body, userId, now);
        await trx
          .updateTable('idempotency_keys')
          .set({ answer: JSON.stringify({ feedbackId: id }) })
          .where('key', '=', key)
          .execute();
        return id;
      });
      return created({ feedbackId }, FEEDBACK_THANKS);
    },
  );
}
