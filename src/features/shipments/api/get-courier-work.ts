import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { shipmentKeys } from './shipment-keys';
import type { Shipment } from './types';

/** Running tenders the courier may bid on and shipments waiting for a courier. */
export async function getOpenTenders(): Promise<Shipment[]> {
  return unwrap(await api.GET('/courier/tenders'));
}

/** The courier's assigned, active shipments. */
export async function getAssignedShipments(): Promise<Shipment[]> {
  return unwrap(await api.GET('/courier/shipments', { params: { query: { scope: 'active' } } }));
}

export function getOpenTendersQueryOptions() {
  return queryOptions({
    queryKey: shipmentKeys.courierWork('tenders'),
    queryFn: getOpenTenders,
    staleTime: 0,
  });
}

export function getAssignedShipmentsQueryOptions() {
  return queryOptions({
    queryKey: shipmentKeys.courierWork('assigned'),
    queryFn: getAssignedShipments,
    staleTime: 0,
  });
}

export function useOpenTenders() {
  return useSuspenseQuery(getOpenTendersQueryOptions());
}

export function useAssignedShipments() {
  return useSuspenseQuery(getAssignedShipmentsQueryOptions());
}
