import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { components } from '@/api/schema';
import { unwrap } from '@/api/errors';
import type { ShipmentStatusCode } from '@/domain/shipment-status';
import { sessionHeaders, type IdempotentWriteOptions } from './create-shipment';
import { shipmentKeys } from './shipment-keys';
import type { Shipment } from './types';

export type ChangeStatusRequest = components['schemas']['ChangeStatusRequest'];

export interface ChangeStatusInput {
  shipmentId: number;
  fromState: ShipmentStatusCode;
  toState: ShipmentStatusCode;
  action: number;
  /** Why: required with the admin's cancel (3500), kept in the history. */
  reason?: string;
  /** Made once per tap: a resend (the outbox, a lost answer) with it changes the status once. */
  idempotencyKey?: string;
}

/**
 * PUT /shipment/{id}/change-status, written once: the status buttons and the outbox send through
 * it. The raw answer (status, data, error) is the caller's to read.
 */
export function putShipmentStatus(
  shipmentId: number,
  body: ChangeStatusRequest,
  { idempotencyKey, token, signal }: Partial<IdempotentWriteOptions> = {},
) {
  return api.PUT('/shipment/{shipmentId}/change-status', {
    params: { path: { shipmentId }, header: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {} },
    body,
    ...sessionHeaders(token),
    signal,
  });
}

export async function changeShipmentStatus({
  shipmentId,
  idempotencyKey,
  ...body
}: ChangeStatusInput): Promise<Shipment> {
  return unwrap(await putShipmentStatus(shipmentId, body, { idempotencyKey }));
}

/** Every cached view a status change can alter, by exact key. */
export async function invalidateShipmentViews(queryClient: QueryClient, shipmentId: number): Promise<void> {
  const keys = [
    shipmentKeys.detail(shipmentId),
    shipmentKeys.history(shipmentId),
    shipmentKeys.priceQuote(shipmentId),
    shipmentKeys.courierSummary(null, shipmentId),
    shipmentKeys.lists('active'),
    shipmentKeys.lists('past'),
    shipmentKeys.courierWork('tenders'),
    shipmentKeys.courierWork('assigned'),
    shipmentKeys.courierWork('past'),
  ];
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey, exact: true })));
}

export function useChangeShipmentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeShipmentStatus,
    onSuccess: async (shipment) => {
      // The answer is the updated shipment: show it at once, then refresh what depends on it.
      queryClient.setQueryData(shipmentKeys.detail(shipment.shipmentId), shipment);
      await invalidateShipmentViews(queryClient, shipment.shipmentId);
    },
  });
}
