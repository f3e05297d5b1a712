// The create form's offline write: a shipment created without a network, sent by the outbox
// (src/lib/outbox); the app registers it (src/app/outbox-writes.ts).
import type { components } from '@/api/schema';
import { postShipment } from '@/api/shipments/create-shipment';
import { shipmentKeys } from '@/api/shipments/shipment-keys';
import type { OutboxEntryBase } from '@/lib/outbox/outbox-entry';
import type { OutboxWrite } from '@/lib/outbox/outbox-writes';

type ShipmentInput = components['schemas']['ShipmentInput'];

/** A shipment created without a network (the create form). */
export interface CreateShipmentEntry extends OutboxEntryBase {
  kind: 'createShipment';
  body: ShipmentInput;
  /** For the card: where from and to, and the price shown when it was queued. */
  summary: { from: string; to: string[]; totalPrice?: number; estimated?: boolean };
  /** Set once the server created it. */
  shipmentId?: number;
}

declare module '@/lib/outbox/outbox-entry' {
  interface OutboxKinds {
    createShipment: CreateShipmentEntry;
  }
}

export const createShipmentWrite: OutboxWrite<CreateShipmentEntry> = {
  isEntry: (value) => typeof value.summary === 'object' && value.summary !== null,
  send: (entry, { token, signal }) => postShipment(entry.body, { idempotencyKey: entry.key, token, signal }),
  sent(_entry, { response, data }) {
    const shipmentId = (data as { data?: { shipmentId?: number } } | undefined)?.data?.shipmentId;
    return response.ok && shipmentId ? { shipmentId } : null;
  },
  // The shipment lists have a new entry.
  invalidate: (queryClient) => queryClient.invalidateQueries({ queryKey: shipmentKeys.all }),
  // A refused shipment shows on its own card (QueuedShipments).
  refusal: () => null,
};
