// Feedback form and public help.
import {
  FEEDBACK_KEY_MISMATCH,
  FEEDBACK_THANKS as thanks,
  feedbackFingerprint,
  feedbackInputSchema,
  NO_SESSION_SENDER,
  type Feedback,
} from '@/domain/feedback';
import { idempotencyKeyOf } from '@/domain/idempotency';
import { now } from '../clock';
import { db, nextId } from '../db';
import { created, handle, ok } from '../handle';
import { http } from '../http';
import { createOnce } from '../services/idempotency';

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
      const key = idempotencyKeyOf(request);
      if (!key) return created({ feedbackId: await record(body, userId) }, thanks);
      // The same key and body from the same sender answers the feedback it recorded first (a resend
      // from the outbox, a lost answer); another sender's key is 409, another body's 422.
      const senderId = userId ?? NO_SESSION_SENDER;
      const feedbackId = await createOnce(key, senderId, feedbackFingerprint(body), {
        create: () => record(body, userId),
        idOf: (stored) =>
          (JSON.parse(stored.answer ?? 'null') as { feedbackId?: number } | null)?.feedbackId ?? 0,
        // The key records are shared with the shipment writes; a feedback names no shipment (0).
        keep: (id) => ({ shipmentId: 0, answer: JSON.stringify({ feedbackId: id }) }),
        mismatch: FEEDBACK_KEY_MISMATCH,
      });
      return created({ feedbackId }, thanks);
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
