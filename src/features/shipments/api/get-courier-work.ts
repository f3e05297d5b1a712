import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { shipmentKeys } from './shipment-keys';
import type { Shipment } from './types';

/**
 * How often the courier's work refreshes while the page is visible: new jobs, other couriers'
 * bids, a tender won or lost (the in-app notices compare one answer with the next).
 */
export const COURIER_WORK_REFRESH_MS = 10_000;

/** Running tenders the courier may bid on and shipments waiting for a courier. */
export async function getOpenTenders(): Promise<Shipment[]> {
  return unwrap(await api.GET('/courier/tenders'));
}

/** The courier's assigned, active shipments. */
export async function getAssignedShipments(): Promise<Shipment[]> {
  return unwrap(await api.GET('/courier/shipments', { params: { query: { scope: 'active' } } }));
}

/** The courier's finished shipments (completed, returned, cancelled). */
export async function getPastCourierShipments(): Promise<Shipment[]> {
  return unwrap(await api.GET('/courier/shipments', { params: { query: { scope: 'past' } } }));
}

export function getOpenTendersQueryOptions() {
  return queryOptions({
    queryKey: shipmentKeys.courierWork('tenders'),
    queryFn: getOpenTenders,
    staleTime: 0,
    refetchInterval: COURIER_WORK_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

export function getAssignedShipmentsQueryOptions() {
  return queryOptions({
    queryKey: shipmentKeys.courierWork('assigned'),
    queryFn: getAssignedShipments,
    staleTime: 0,
    refetchInterval: COURIER_WORK_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

export function getPastCourierShipmentsQueryOptions() {
  return queryOptions({
    queryKey: shipmentKeys.courierWork('past'),
    queryFn: getPastCourierShipments,
    staleTime: 0,
  });
}

export function useOpenTenders() {
  return useSuspenseQuery(getOpenTendersQueryOptions());
}

export function useAssignedShipments() {
  return useSuspenseQuery(getAssignedShipmentsQueryOptions());
}

export function usePastCourierShipments() {
  return useSuspenseQuery(getPastCourierShipmentsQueryOptions());
}
