// Live price (SPEC 9): the driving distance of all stops from POST /geo/distance, then the
// shared computePrice (the mock stores the same figure, computed by the same function).
import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { hasCoordinates } from '@/domain/address-text';
import { priceParamsFromRows } from '@/domain/params';
import {
  computePrice,
  priceParams,
  type PriceBreakdown,
  type VehicleType,
  type WeightType,
} from '@/domain/pricing';
import { vehicleOfWeightMatches } from '@/domain/validators';
import { useParamRows } from '@/features/addresses/lookups';
import { useOnlineStatus } from '@/features/offline/online-status';
import { shipmentValueNumber, type ShipmentFormValues } from './form-values';

type Point = { lat: number; long: number };

export const distanceQueryOptions = (origin: Point, destinations: readonly Point[]) =>
  queryOptions({
    queryKey: ['geo', 'distance', origin, destinations] as const,
    queryFn: async ({ signal }) =>
      unwrap(await api.POST('/geo/distance', { body: { origin, destinations: [...destinations] }, signal })),
    staleTime: Infinity,
    gcTime: 30 * 60_000,
  });

export type RoutePrice =
  | { state: 'missing-stops' }
  | { state: 'loading' }
  | { state: 'failed' }
  /** Online, and the price table could not be read again after it went stale. */
  | { state: 'table-unavailable' }
  | { state: 'ready'; distanceKm: number; breakdown: PriceBreakdown };

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
const point = (c: Point): Point => ({ lat: round6(c.lat), long: round6(c.long) });

export function useRoutePrice(values: ShipmentFormValues): RoutePrice {
  const origin = values.startAddress.worldCoordinate;
  const stops = values.shipmentList.map((d) => d.startAddress.worldCoordinate);
  const located = hasCoordinates(origin) && stops.length > 0 && stops.every((c) => hasCoordinates(c));
  const key = JSON.stringify([origin, stops]);
  // The key, not the arrays, decides when the distance is fetched again.
  const route = useMemo(() => {
    const [o, s] = JSON.parse(key) as [Point, Point[]];
    return { origin: point(o), destinations: s.map(point) };
  }, [key]);
  const distance = useQuery({ ...distanceQueryOptions(route.origin, route.destinations), enabled: located });
  const priceRows = useParamRows('TotalPriceCalculate');
  const online = useOnlineStatus();
  const weightRows = useParamRows('ShipmentWeight');
  const params = useMemo(
    () => (priceRows.data ? priceParamsFromRows(priceRows.data) : priceParams),
    [priceRows.data],
  );

  if (!located) return { state: 'missing-stops' };
  // Online, the price comes only from a table read within PARAMS_STALE_MS; offline, from the
  // saved one (or the built-in table), and the form says from when.
  if (online && (priceRows.data === undefined || priceRows.isStale)) {
    return priceRows.isError && priceRows.fetchStatus === 'idle'
      ? { state: 'table-unavailable' }
      : { state: 'loading' };
  }
  if (distance.isPending) return { state: 'loading' };
  if (distance.isError || distance.data.resultCode !== 1) return { state: 'failed' };
  const vehicleType = values.vehicleType;
  const weightType = values.weightType;
  if (
    (vehicleType !== 1 && vehicleType !== 2) ||
    !vehicleOfWeightMatches(vehicleType, weightType, weightRows.data)
  ) {
    return { state: 'missing-stops' };
  }
  const distanceKm = distance.data.totalDistanceKm;
  const breakdown = computePrice(
    {
      vehicleType: vehicleType as VehicleType,
      weightType: weightType as WeightType,
      distanceKm,
      includeInsurance: values.includeInsurance,
      shipmentValue: shipmentValueNumber(values),
      hasTransportService: values.hasTransportService,
    },
    params,
  );
  return { state: 'ready', distanceKm, breakdown };
}
