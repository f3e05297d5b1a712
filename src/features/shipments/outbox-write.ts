// The shipments' offline writes: a status change and one stop delivered, made without a network
// and sent by the outbox (src/lib/outbox); the app registers them (src/app/outbox-writes.ts).
import type { components } from '@/api/schema';
import { invalidateShipmentViews, putShipmentStatus } from '@/api/shipments/change-shipment-status';
import { putStopDelivered } from '@/api/shipments/mark-stop-delivered';
import type { OutboxEntryBase } from '@/lib/outbox/outbox-entry';
import type { OutboxWrite } from '@/lib/outbox/outbox-writes';
import { shipmentMessages } from './messages';

type ChangeStatusRequest = components['schemas']['ChangeStatusRequest'];

/** A status change (the courier's path, a cancel) made without a network. */
export interface ChangeStatusEntry extends OutboxEntryBase {
  kind: 'changeStatus';
  shipmentId: number;
  body: ChangeStatusRequest;
}

/** One stop of a multi-stop shipment marked delivered ("Teslimat N: Teslim Ettim") without a network. */
export interface StopDeliveredEntry extends OutboxEntryBase {
  kind: 'stopDelivered';
  shipmentId: number;
  body: { deliveryItemId: number };
}

declare module '@/lib/outbox/outbox-entry' {
  interface OutboxKinds {
    changeStatus: ChangeStatusEntry;
    stopDelivered: StopDeliveredEntry;
  }
}

export const changeStatusWrite: OutboxWrite<ChangeStatusEntry> = {
  isEntry: (value) => typeof value.shipmentId === 'number',
  send: (entry, { token, signal }) =>
    putShipmentStatus(entry.shipmentId, entry.body, { idempotencyKey: entry.key, token, signal }),
  sent: (_entry, { response }) => (response.ok ? {} : null),
  invalidate: (queryClient, entry) => invalidateShipmentViews(queryClient, entry.shipmentId),
  refusal: (entry) => shipmentMessages.statusRefused(entry.shipmentId, entry.error ?? ''),
};

export const stopDeliveredWrite: OutboxWrite<StopDeliveredEntry> = {
  isEntry: (value) => typeof value.shipmentId === 'number' && typeof value.body.deliveryItemId === 'number',
  send: (entry, { token, signal }) =>
    putStopDelivered(entry.shipmentId, entry.body.deliveryItemId, {
      idempotencyKey: entry.key,
      token,
      signal,
    }),
  sent: (_entry, { response }) => (response.ok ? {} : null),
  invalidate: (queryClient, entry) => invalidateShipmentViews(queryClient, entry.shipmentId),
  refusal: (entry) => shipmentMessages.statusRefused(entry.shipmentId, entry.error ?? ''),
};
