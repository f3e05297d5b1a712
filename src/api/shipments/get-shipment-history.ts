import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { shipmentKeys } from './shipment-keys';
import type { HistoryStep } from './types';

async function getShipmentHistory(shipmentId: number): Promise<HistoryStep[]> {
  return unwrap(await api.GET('/shipment/{shipmentId}/history', { params: { path: { shipmentId } } }));
}

export function getShipmentHistoryQueryOptions(shipmentId: number) {
  return queryOptions({
    queryKey: shipmentKeys.history(shipmentId),
    queryFn: () => getShipmentHistory(shipmentId),
  });
}

export function useShipmentHistory(shipmentId: number) {
  return useSuspenseQuery(getShipmentHistoryQueryOptions(shipmentId));
}
