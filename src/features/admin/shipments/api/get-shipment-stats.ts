import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { adminKeys } from '../../admin-keys';
import { rangeQuery, type ShipmentStatsSearch } from './search';
import type { ShipmentStats } from './types';

async function getShipmentStats(search: ShipmentStatsSearch): Promise<ShipmentStats> {
  return unwrap(await api.GET('/admin/shipments/stats', { params: { query: rangeQuery(search) } }));
}

export function getShipmentStatsQueryOptions(search: ShipmentStatsSearch) {
  const key = `${search.from ?? ''}..${search.to ?? ''}`;
  return queryOptions({
    queryKey: adminKeys.shipmentStats.detail(key),
    queryFn: () => getShipmentStats(search),
  });
}

export function useShipmentStats(search: ShipmentStatsSearch) {
  return useQuery(getShipmentStatsQueryOptions(search));
}
