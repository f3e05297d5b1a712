// How each kind of outbox entry is sent, what its success answer means, and which cached views
// it changes. A new idempotent write (proof of delivery) is one more entry here.
import type { QueryClient } from '@tanstack/react-query';
import { postFeedback } from '@/features/content/api/send-feedback';
import { invalidateShipmentViews, putShipmentStatus } from '@/api/shipments/change-shipment-status';
import { postShipment } from '@/api/shipments/create-shipment';
import { putStopDelivered } from '@/api/shipments/mark-stop-delivered';
import { shipmentKeys } from '@/api/shipments/shipment-keys';
import type { OutboxEntry, OutboxKind } from './outbox-entry';

/** An answer as openapi-fetch gives it. */
export interface WriteAnswer {
  response: Response;
  data?: unknown;
  error?: unknown;
}

export interface SendInit {
  /** The owner's token: a queued write is never sent with another user's session ('' for a visitor's). */
  token: string;
  signal?: AbortSignal;
}

export interface OutboxWrite<E extends OutboxEntry> {
  send(entry: E, init: SendInit): Promise<WriteAnswer>;
  /** What a successful answer adds to the entry; null when the answer is not the expected one. */
  sent(entry: E, answer: WriteAnswer): Partial<E> | null;
  /** Refreshes the views the write changed, once it was sent (here or in another tab). */
  invalidate(queryClient: QueryClient, entry: E): Promise<void>;
}

type Writes = { [K in OutboxKind]: OutboxWrite<Extract<OutboxEntry, { kind: K }>> };

export const outboxWrites: Writes = {
  createShipment: {
    send: (entry, { token, signal }) =>
      postShipment(entry.body, { idempotencyKey: entry.key, token, signal }),
    sent(_entry, { response, data }) {
      const shipmentId = (data as { data?: { shipmentId?: number } } | undefined)?.data?.shipmentId;
      return response.ok && shipmentId ? { shipmentId } : null;
    },
    // The shipment lists have a new entry.
    invalidate: (queryClient) => queryClient.invalidateQueries({ queryKey: shipmentKeys.all }),
  },
  changeStatus: {
    send: (entry, { token, signal }) =>
      putShipmentStatus(entry.shipmentId, entry.body, { idempotencyKey: entry.key, token, signal }),
    sent: (_entry, { response }) => (response.ok ? {} : null),
    invalidate: (queryClient, entry) => invalidateShipmentViews(queryClient, entry.shipmentId),
  },
  stopDelivered: {
    send: (entry, { token, signal }) =>
      putStopDelivered(entry.shipmentId, entry.body.deliveryItemId, {
        idempotencyKey: entry.key,
        token,
        signal,
      }),
    sent: (_entry, { response }) => (response.ok ? {} : null),
    invalidate: (queryClient, entry) => invalidateShipmentViews(queryClient, entry.shipmentId),
  },
  sendFeedback: {
    send: (entry, { token, signal }) =>
      postFeedback(entry.body, { idempotencyKey: entry.key, token, signal }),
    sent(_entry, { response, data }) {
      const feedbackId = (data as { data?: { feedbackId?: number } } | undefined)?.data?.feedbackId;
      return response.ok && feedbackId ? { feedbackId } : null;
    },
    // Nothing on screen reads feedback back from the server.
    invalidate: () => Promise.resolve(),
  },
};

/** The write of an entry's kind (one switch, typed). */
export function writeOf<E extends OutboxEntry>(entry: E): OutboxWrite<E> {
  return outboxWrites[entry.kind] as unknown as OutboxWrite<E>;
}
