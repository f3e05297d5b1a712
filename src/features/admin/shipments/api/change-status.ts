import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Transition } from '@/domain/shipment-status';
import { isShipmentStatus } from '@/domain/shipment-status';
import { changeShipmentStatus, invalidateShipmentViews } from '@/api/shipments/change-shipment-status';
import { shipmentKeys } from '@/api/shipments/shipment-keys';
import type { Shipment } from '@/api/shipments/types';
import { adminKeys } from '../../admin-keys';

export interface AdminTransitionInput {
  shipment: Shipment;
  transition: Transition;
  /** The admin's cancel (3500) says why. */
  reason?: string;
}

/**
 * An admin's row of the status table (cancel 3500, restart 111) through the contract's one
 * status call; the shipment, its history, the admin lists and the statistics are read again.
 */
export function useAdminTransition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shipment, transition, reason }: AdminTransitionInput) => {
      const from = shipment.shipmentStatus;
      if (!isShipmentStatus(from)) throw new Error(`unknown status ${from}`);
      return changeShipmentStatus({
        shipmentId: shipment.shipmentId,
        fromState: from,
        toState: transition.to,
        action: transition.action,
        ...(reason === undefined ? {} : { reason }),
        idempotencyKey: crypto.randomUUID(),
      });
    },
    onSuccess: (shipment) => queryClient.setQueryData(shipmentKeys.detail(shipment.shipmentId), shipment),
    // Refused too (409: the status moved meanwhile): what is on screen is read again.
    onSettled: async (_data, _error, { shipment }) => {
      await Promise.all([
        invalidateShipmentViews(queryClient, shipment.shipmentId),
        queryClient.invalidateQueries({ queryKey: adminKeys.shipments.lists() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.shipmentStats.all }),
      ]);
    },
  });
}
