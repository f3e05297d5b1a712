// Sending a feedback: at once when there is a network; otherwise (or when no answer came, or the
// server failed) kept in the outbox with the Idempotency-Key made here and sent once when the
// network is back. The same text sent twice (a double tap, a retry) keeps its key.
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, isNetworkError } from '@/api/errors';
import type { Feedback } from '@/domain/feedback';
import { useSession } from '@/lib/session/use-session';
import { NO_OWNER } from '@/lib/outbox/outbox-entry';
import { isOnline } from '@/ui/online-status';
import { enqueueWrite, flushSendQueue } from '@/lib/outbox/send-queue';
import { postFeedback, type FeedbackInput } from './api/send-feedback';

export type SendFeedbackOutcome =
  | { kind: 'sent'; key: string; feedbackId: number }
  | { kind: 'queued'; key: string }
  /** Refused (a 400 with field errors, a session that ended…): the form keeps what was typed. */
  | { kind: 'refused'; error: ApiError }
  /** A second tap while the first is on its way. */
  | { kind: 'busy' };

/** Answers worth sending again later rather than telling the person to retry. */
function mayPass(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

export function useSendFeedback() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const lastKey = useRef<{ key: string; fingerprint: string } | null>(null);

  const send = async (body: Feedback): Promise<SendFeedbackOutcome> => {
    if (running.current) return { kind: 'busy' };
    running.current = true;
    setPending(true);
    const input = body as FeedbackInput;
    const fingerprint = JSON.stringify([user?.userId ?? null, input]);
    const key = lastKey.current?.fingerprint === fingerprint ? lastKey.current.key : crypto.randomUUID();
    lastKey.current = { key, fingerprint };
    const queue = async (): Promise<SendFeedbackOutcome> => {
      await enqueueWrite({ kind: 'sendFeedback', key, ownerId: user?.userId ?? NO_OWNER, body: input });
      void flushSendQueue(queryClient);
      lastKey.current = null;
      return { kind: 'queued', key };
    };
    try {
      if (!isOnline()) return await queue();
      let answer: Awaited<ReturnType<typeof postFeedback>>;
      try {
        answer = await postFeedback(input, { idempotencyKey: key });
      } catch (error) {
        if (isNetworkError(error) || !isOnline()) return await queue();
        throw error;
      }
      const { data, error, response } = answer;
      if (response.ok && data?.data.feedbackId) {
        lastKey.current = null;
        return { kind: 'sent', key, feedbackId: data.data.feedbackId };
      }
      if (mayPass(response.status)) return await queue();
      return { kind: 'refused', error: new ApiError(response.status, error) };
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return { send, pending };
}
