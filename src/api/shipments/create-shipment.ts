// POST /shipment, written once: the create form sends through it, and so does the outbox
// (features/offline) when the form's submission waited for the network.
import { api } from '@/api/client';
import type { components } from '@/api/schema';

export type ShipmentInput = components['schemas']['ShipmentInput'];

/** How an idempotent write leaves: with its key, and (from the outbox) as the session of its owner. */
export interface IdempotentWriteOptions {
  /** The Idempotency-Key: the same key again is a replay, never a second write. */
  idempotencyKey: string;
  /** Sends with this token instead of the current one (a queued write is sent as the user who made it). */
  token?: string;
  signal?: AbortSignal;
}

/** Header overrides for a write sent as a given session. */
export function sessionHeaders(token: string | undefined): { headers?: { Authorization: string } } {
  return token ? { headers: { Authorization: `Bearer ${token}` } } : {};
}

/** Creates a shipment; the raw answer (status, data, error) is the caller's to read. */
export function postShipment(body: ShipmentInput, { idempotencyKey, token, signal }: IdempotentWriteOptions) {
  return api.POST('/shipment', {
    body,
    params: { header: { 'Idempotency-Key': idempotencyKey } },
    ...sessionHeaders(token),
    signal,
  });
}
