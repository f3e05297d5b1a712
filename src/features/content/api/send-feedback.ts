// POST /feedback, written once: the form sends through it at once, the outbox when the network
// is back. Both with the Idempotency-Key made when the person pressed "Gönder".
import { api } from '@/api/client';
import type { components } from '@/api/schema';
import { sessionHeaders, type IdempotentWriteOptions } from '@/api/shipments/create-shipment';

export type FeedbackInput = components['schemas']['FeedbackInput'];

/** Sends a feedback; the raw answer (status, data, error) is the caller's to read. */
export function postFeedback(body: FeedbackInput, { idempotencyKey, token, signal }: IdempotentWriteOptions) {
  return api.POST('/feedback', {
    body,
    params: { header: { 'Idempotency-Key': idempotencyKey } },
    ...sessionHeaders(token),
    signal,
  });
}
