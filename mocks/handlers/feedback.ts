// Feedback form and public help.
import { feedbackInputSchema, type Feedback } from '@/domain/feedback';
import { canonicalJson } from '@/domain/idempotency';
import { now } from '../clock';
import { db, nextId } from '../db';
import { fail } from '../errors';
import { created, handle, ok } from '../handle';
import { http } from '../http';

const thanks = {
  infoType: 'Success',
  text1: 'Geri bildiriminiz için teşekkür ederiz.',
  httpStatus: 201,
} as const;
const FEEDBACK_KEY_MISMATCH =
  'Bu istek anahtarı farklı bir geri bildirim için kullanılmış. Lütfen formu yeniden gönderiniz.';
/** The sender of a feedback without a session, in the key records (user ids start at 1). */
const NO_SESSION = 0;

// Feedback being recorded by Idempotency-Key: a second request with the key (a double click, the
// outbox retrying while the first answer is on its way) waits for the first instead of recording twice.
const recording = new Map<string, { senderId: number; fingerprint: string; feedbackId: Promise<number> }>();

/** What a key was used for: the stored record (after a reload too), or the one being recorded. */
function seenKey(
  key: string,
): { senderId: number; fingerprint?: string; feedbackId: Promise<number> } | null {
  const stored = db.idempotencyKeys.findFirst((q) => q.where({ key }));
  if (stored) {
    const answer = JSON.parse(stored.answer ?? 'null') as { feedbackId?: number } | null;
    return {
      senderId: stored.userId,
      fingerprint: stored.fingerprint,
      feedbackId: Promise.resolve(answer?.feedbackId ?? 0),
    };
  }
  return recording.get(key) ?? null;
}

async function record(body: Feedback, userId: number | null): Promise<number> {
  const feedbackId = nextId(db.feedback.all(), (f) => f.feedbackId);
  await db.feedback.create({
    feedbackId,
    topic: body.topic,
    message: body.message,
    shipmentId: body.shipmentId ?? null,
    name: body.name?.trim() ?? '',
    phone: body.phone ?? '',
    email: body.email ?? '',
    userId,
    createdAt: now(),
  });
  return feedbackId;
}

export const feedbackHandlers = [
  http.post(
    '/feedback',
    handle({ auth: 'optional', body: feedbackInputSchema }, async ({ body, auth, request }) => {
      const userId = auth?.user.userId ?? null;
      const key = request.headers.get('idempotency-key');
      if (!key) return created({ feedbackId: await record(body, userId) }, thanks);
      // The same key and body from the same sender answers the feedback it recorded first (a resend
      // from the outbox, a lost answer); another sender's key is 409, another body's 422.
      const senderId = userId ?? NO_SESSION;
      const fingerprint = `feedback ${canonicalJson(body)}`;
      const seen = seenKey(key);
      if (seen && seen.senderId !== senderId) fail('IDEMPOTENCY_KEY_REUSED');
      if (seen && seen.fingerprint !== fingerprint) fail('IDEMPOTENCY_KEY_MISMATCH', FEEDBACK_KEY_MISMATCH);
      if (seen) return created({ feedbackId: await seen.feedbackId }, thanks);
      const feedbackId = record(body, userId).then(async (id) => {
        // The key records are shared with the shipment writes; a feedback names no shipment (0).
        await db.idempotencyKeys.create({
          key,
          userId: senderId,
          shipmentId: 0,
          fingerprint,
          answer: JSON.stringify({ feedbackId: id }),
          createdAt: now(),
        });
        return id;
      });
      recording.set(key, { senderId, fingerprint, feedbackId });
      try {
        return created({ feedbackId: await feedbackId }, thanks);
      } finally {
        recording.delete(key);
      }
    }),
  ),

  http.get(
    '/help',
    handle({ auth: 'public' }, () =>
      ok(
        db.help
          .findMany((q) => q.where({ isActive: true }))
          .sort((a, b) => a.order - b.order || a.helpId - b.helpId),
      ),
    ),
  ),
];
