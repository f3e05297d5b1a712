// Feedback written without a network (/geri-bildirim), sent by the outbox (src/lib/outbox); the
// app registers it (src/app/outbox-writes.ts).
import type { components } from '@/api/schema';
import type { OutboxEntryBase } from '@/lib/outbox/outbox-entry';
import type { OutboxWrite } from '@/lib/outbox/outbox-writes';
import { postFeedback } from './api/send-feedback';
import { contentMessages } from './messages';

type FeedbackInput = components['schemas']['FeedbackInput'];

/** Feedback written without a network (/geri-bildirim), by a user or a visitor (NO_OWNER). */
export interface SendFeedbackEntry extends OutboxEntryBase {
  kind: 'sendFeedback';
  body: FeedbackInput;
  /** Set once the server recorded it. */
  feedbackId?: number;
}

declare module '@/lib/outbox/outbox-entry' {
  interface OutboxKinds {
    sendFeedback: SendFeedbackEntry;
  }
}

export const sendFeedbackWrite: OutboxWrite<SendFeedbackEntry> = {
  isEntry: (value) => typeof value.body.message === 'string',
  send: (entry, { token, signal }) => postFeedback(entry.body, { idempotencyKey: entry.key, token, signal }),
  sent(_entry, { response, data }) {
    const feedbackId = (data as { data?: { feedbackId?: number } } | undefined)?.data?.feedbackId;
    return response.ok && feedbackId ? { feedbackId } : null;
  },
  // Nothing on screen reads feedback back from the server.
  invalidate: () => Promise.resolve(),
  refusal: (entry) => contentMessages.feedbackRefused(entry.error ?? ''),
};
