import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import type { ShipmentStatusCode } from '@/domain/shipment-status';
import { shipmentKeys } from './shipment-keys';
import type { Shipment } from './types';

export interface ChangeStatusInput {
  shipmentId: number;
  fromState: ShipmentStatusCode;
  toState: ShipmentStatusCode;
  action: number;
}

export async function changeShipmentStatus({ shipmentId, ...body }: ChangeStatusInput): Promise<Shipment> {
  return unwrap(
    await api.PUT('/shipment/{shipmentId}/change-status', { params: { path: { shipmentId } }, body }),
  );
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
