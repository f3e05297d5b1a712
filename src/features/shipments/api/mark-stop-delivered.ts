import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { invalidateShipmentViews } from './change-shipment-status';
import { shipmentKeys } from './shipment-keys';
import type { Shipment } from './types';

/** "Teslim Ettim" on one stop of a multi-stop shipment: the server records the stop's time. */
export async function markStopDelivered(input: {
  shipmentId: number;
  deliveryItemId: number;
}): Promise<Shipment> {
  return unwrap(
    await api.PUT('/shipment/{shipmentId}/deliveries/{deliveryItemId}/delivered', {
      params: { path: input },
    }),
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
