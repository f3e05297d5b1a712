import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { shipmentKeys, type ShipmentListScope } from './shipment-keys';
import type { Shipment } from './types';

/** The signed-in user's active or past shipments, newest first. */
async function getShipments(scope: ShipmentListScope): Promise<Shipment[]> {
  return unwrap(await api.GET(scope === 'active' ? '/shipment/active' : '/shipment/past'));
}

export function getShipmentsQueryOptions(scope: ShipmentListScope) {
  return queryOptions({ queryKey: shipmentKeys.lists(scope), queryFn: () => getShipments(scope) });
}

export function useShipments(scope: ShipmentListScope) {
  return useSuspenseQuery(getShipmentsQueryOptions(scope));
}
