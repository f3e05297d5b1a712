import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { getSessionUser } from '@/lib/session/session';
import { saveKeptJobs } from '@/features/courier-work/kept-jobs';
import { shipmentKeys } from '@/api/shipments/shipment-keys';
import type { Shipment } from '@/api/shipments/types';

/**
 * How often the courier's work refreshes while the page is visible: new jobs, other couriers'
 * bids, a tender won or lost (the in-app notices compare one answer with the next).
 */
const COURIER_WORK_REFRESH_MS = 10_000;

/** Running tenders the courier may bid on and shipments waiting for a courier. */
async function getOpenTenders(): Promise<Shipment[]> {
  return unwrap(await api.GET('/courier/tenders'));
}

/**
 * The courier's assigned, active shipments. Each answer is also kept on the device for that
 * courier (issue 28: İşlerim offline), unless someone else signed in meanwhile.
 */
async function getAssignedShipments(): Promise<Shipment[]> {
  const userId = getSessionUser()?.userId;
  const jobs = unwrap(await api.GET('/courier/shipments', { params: { query: { scope: 'active' } } }));
  if (userId !== undefined && getSessionUser()?.userId === userId) await saveKeptJobs(userId, jobs);
  return jobs;
}

/** The courier's finished shipments (completed, returned, cancelled). */
async function getPastCourierShipments(): Promise<Shipment[]> {
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
