import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { invalidateShipmentViews } from './change-shipment-status';
import { sessionHeaders, type IdempotentWriteOptions } from './create-shipment';
import { shipmentKeys } from './shipment-keys';
import type { Shipment } from './types';

/**
 * PUT /shipment/{id}/deliveries/{stop}/delivered, written once: the stop's button and the outbox
 * send through it. The raw answer is the caller's to read.
 */
export function putStopDelivered(
  shipmentId: number,
  deliveryItemId: number,
  { idempotencyKey, token, signal }: Partial<IdempotentWriteOptions> = {},
) {
  return api.PUT('/shipment/{shipmentId}/deliveries/{deliveryItemId}/delivered', {
    params: {
      path: { shipmentId, deliveryItemId },
      header: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {},
    },
    ...sessionHeaders(token),
    signal,
  });
}

/** "Teslim Ettim" on one stop of a multi-stop shipment: the server records the stop's time. */
async function markStopDelivered(input: {
  shipmentId: number;
  deliveryItemId: number;
  /** Made once per tap: a resend (the outbox, a lost answer) records the stop once. */
  idempotencyKey?: string;
}): Promise<Shipment> {
  return unwrap(
    await putStopDelivered(input.shipmentId, input.deliveryItemId, { idempotencyKey: input.idempotencyKey }),
  );
}

export function useMarkStopDelivered() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markStopDelivered,
    onSuccess: async (shipment) => {
      queryClient.setQueryData(shipmentKeys.detail(shipment.shipmentId), shipment);
      await invalidateShipmentViews(queryClient, shipment.shipmentId);
    },
  });
}
