// Live price (docs/pricing.md): the driving distance of all stops from POST /geo/distance, then the
// shared computePrice (the mock stores the same figure, computed by the same function). Offline,
// an estimate computed on the device from the chosen positions (the server's distance rule, in
// src/domain/route-distance); the server prices the shipment again when it arrives.
import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { hasCoordinates } from '@/domain/address-text';
import { routeDistance } from '@/domain/route-distance';
import { priceParamsFromRows } from '@/domain/params';
import {
  computePrice,
  priceParams,
  type PriceBreakdown,
  type VehicleType,
  type WeightType,
} from '@/domain/pricing';
import { vehicleOfWeightMatches } from '@/domain/validators';
import { useParamRows } from '@/api/addresses/lookups';
import { useOnlineStatus } from '@/ui/online-status';
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

/** An address without a chosen position: the pickup, or delivery n (1-based). */
export type MissingStop = 'pickup' | number;

export type RoutePrice =
  | { state: 'missing-stops'; missing: MissingStop[] }
  /** Vehicle type or weight class not chosen (or not matching). */
  | { state: 'missing-options' }
  | { state: 'loading' }
  | { state: 'failed' }
  /** Online, and the price table could not be read again after it went stale. */
  | { state: 'table-unavailable' }
  | { state: 'ready'; distanceKm: number; breakdown: PriceBreakdown }
  /** Offline: computed on the device; the server's price may differ when it arrives. */
  | { state: 'estimate'; distanceKm: number; breakdown: PriceBreakdown };

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
const point = (c: Point): Point => ({ lat: round6(c.lat), long: round6(c.long) });

export function useRoutePrice(values: ShipmentFormValues): RoutePrice {
  const origin = values.startAddress.worldCoordinate;
  const stops = values.shipmentList.map((d) => d.startAddress.worldCoordinate);
  const located = hasCoordinates(origin) && stops.length > 0 && stops.every((c) => hasCoordinates(c));
  const missing: MissingStop[] = [
    ...(hasCoordinates(origin) ? [] : ['pickup' as const]),
    ...stops.flatMap((c, i) => (hasCoordinates(c) ? [] : [i + 1])),
  ];
  const key = JSON.stringify([origin, stops]);
  // The key, not the arrays, decides when the distance is fetched again.
  const route = useMemo(() => {
    const [o, s] = JSON.parse(key) as [Point, Point[]];
    // The offline estimate uses the positions as they will be sent: the server applies the same
    // rule to them when the shipment arrives.
    return { origin: point(o), destinations: s.map(point), estimateKm: routeDistance(o, s).totalDistanceKm };
  }, [key]);
  const distance = useQuery({ ...distanceQueryOptions(route.origin, route.destinations), enabled: located });
  const priceRows = useParamRows('TotalPriceCalculate');
  const online = useOnlineStatus();
  const weightRows = useParamRows('ShipmentWeight');
  const params = useMemo(
    () => (priceRows.data ? priceParamsFromRows(priceRows.data) : priceParams),
    [priceRows.data],
  );

  if (!located) return { state: 'missing-stops', missing };
  const vehicleType = values.vehicleType;
  const weightType = values.weightType;
  if (
    (vehicleType !== 1 && vehicleType !== 2) ||
    !vehicleOfWeightMatches(vehicleType, weightType, weightRows.data)
  ) {
    return { state: 'missing-options' };
  }
  const priceOf = (distanceKm: number) =>
    computePrice(
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
  // The server's distance for these positions, when it answered once (also offline, from memory).
  if (distance.data?.resultCode === 1) {
    const distanceKm = distance.data.totalDistanceKm;
    if (!online || (priceRows.data !== undefined && !priceRows.isStale)) {
      return { state: 'ready', distanceKm, breakdown: priceOf(distanceKm) };
    }
  }
  // Without a network the distance call waits for ever ("Fiyat hesaplanıyor…" that never ends):
  // estimate on the device instead, from the saved price table (or the built-in one).
  if (!online || distance.fetchStatus === 'paused') {
    return { state: 'estimate', distanceKm: route.estimateKm, breakdown: priceOf(route.estimateKm) };
  }
  // Online, the price comes only from a table read within PARAMS_STALE_MS.
  if (priceRows.data === undefined || priceRows.isStale) {
    return priceRows.isError && priceRows.fetchStatus === 'idle'
      ? { state: 'table-unavailable' }
      : { state: 'loading' };
  }
  if (distance.isPending) return { state: 'loading' };
  if (distance.isError || distance.data.resultCode !== 1) return { state: 'failed' };
  return { state: 'loading' };
}
