import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { shipmentKeys } from './shipment-keys';
import type { Shipment } from './types';

async function getShipment(shipmentId: number): Promise<Shipment> {
  return unwrap(await api.GET('/shipment/{shipmentId}', { params: { path: { shipmentId } } }));
}

export function getShipmentQueryOptions(shipmentId: number) {
  return queryOptions({ queryKey: shipmentKeys.detail(shipmentId), queryFn: () => getShipment(shipmentId) });
}

export function useShipment(shipmentId: number) {
  return useSuspenseQuery(getShipmentQueryOptions(shipmentId));
}
