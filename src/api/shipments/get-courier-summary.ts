import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { shipmentKeys } from './shipment-keys';
import type { CourierSummary } from './types';

export interface CourierSummaryParams {
  userId?: number | null;
  shipmentId?: number | null;
}

/** The courier card, by courier id or by the shipment's assigned courier. */
async function getCourierSummary({ userId, shipmentId }: CourierSummaryParams): Promise<CourierSummary> {
  const query: { userId?: number; shipmentId?: number } = {};
  if (userId !== null && userId !== undefined) query.userId = userId;
  if (shipmentId !== null && shipmentId !== undefined) query.shipmentId = shipmentId;
  return unwrap(await api.GET('/courier/summary', { params: { query } }));
}

function getCourierSummaryQueryOptions(params: CourierSummaryParams) {
  return queryOptions({
    queryKey: shipmentKeys.courierSummary(params.userId ?? null, params.shipmentId ?? null),
    queryFn: () => getCourierSummary(params),
    // A missing card is an answer ("Kurye bilgisi gösterilemiyor."), not something to retry.
    retry: false,
  });
}

/** Not suspending: the card is secondary, the screen renders without it. */
export function useCourierSummary(params: CourierSummaryParams, enabled = true) {
  return useQuery({ ...getCourierSummaryQueryOptions(params), enabled });
}
