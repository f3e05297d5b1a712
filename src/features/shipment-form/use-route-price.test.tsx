import type { ReactNode } from 'react';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paramTables, priceParamRows } from '@/domain/params';
import { computePrice, priceParams } from '@/domain/pricing';
import { routeDistance } from '@/domain/route-distance';
import { lookupKeys, PARAMS_STALE_MS } from '@/api/addresses/lookups';
import { initialValues, type ShipmentFormValues } from './form-values';
import { distanceQueryOptions, useRoutePrice, type RoutePrice } from './use-route-price';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ success: true, data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

const KM = 12;

function located(): ShipmentFormValues {
  const v = initialValues();
  v.startAddress.worldCoordinate = { lat: 40.98, long: 29.02 };
  v.shipmentList[0]!.startAddress.worldCoordinate = { lat: 41.04, long: 29.0 };
  return v;
}

// A table a month old, with an opening fee nobody charges any more.
const oldParams = { ...priceParams, openingFee: { 1: 900, 2: 1200 } };
const oldTable = priceParamRows(oldParams);
const motorNoExtras = {
  vehicleType: 1,
  weightType: 1,
  distanceKm: KM,
  includeInsurance: false,
  shipmentValue: 0,
  hasTransportService: false,
} as const;
const oldTotal = computePrice(motorNoExtras, oldParams).totalPrice;
const currentTotal = computePrice(motorNoExtras).totalPrice;

function setup(priceTable: () => Response, tableAgeMs: number) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    if (path.endsWith('/geo/distance'))
      return ok({ resultCode: 1, totalDistanceKm: KM, legs: [{ distanceKm: KM }] });
    if (path.endsWith('/static/params/TotalPriceCalculate')) return priceTable();
    if (path.endsWith('/static/params/ShipmentWeight')) return ok(paramTables.ShipmentWeight);
    throw new Error(`unexpected ${path}`);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(lookupKeys.params('TotalPriceCalculate'), oldTable, {
    updatedAt: Date.now() - tableAgeMs,
  });
  // The distance is known already: only the table's age can hold the price back.
  const v = located();
  client.setQueryData(
    distanceQueryOptions(
      v.startAddress.worldCoordinate,
      v.shipmentList.map((d) => d.startAddress.worldCoordinate),
    ).queryKey,
    { resultCode: 1, totalDistanceKm: KM, legs: [{ distanceKm: KM }] },
  );
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const seen: RoutePrice[] = [];
  const hook = renderHook(
    () => {
      const price = useRoutePrice(located());
      seen.push(price);
      return price;
    },
    { wrapper },
  );
  return { hook, seen };
}

const totals = (seen: RoutePrice[]) =>
  seen.flatMap((p) => (p.state === 'ready' ? [p.breakdown.totalPrice] : []));

describe('useRoutePrice and the age of the price table', () => {
  it('online, never prices from a table older than PARAMS_STALE_MS: it reads the table again first', async () => {
    const { hook, seen } = setup(() => ok(priceParamRows()), 30 * 24 * 60 * 60_000);
    await waitFor(() => expect(hook.result.current.state).toBe('ready'));
    expect(totals(seen)).not.toContain(oldTotal);
    expect(totals(seen).at(-1)).toBe(currentTotal);
  });

  it('uses a table read within PARAMS_STALE_MS as it is', async () => {
    const { hook } = setup(() => ok(priceParamRows()), PARAMS_STALE_MS / 2);
    await waitFor(() => expect(hook.result.current.state).toBe('ready'));
    expect(hook.result.current.state === 'ready' && hook.result.current.breakdown.totalPrice).toBe(oldTotal);
  });

  it('says so, and gives no price, when the stale table cannot be read again online', async () => {
    const failure = () =>
      new Response(JSON.stringify({ success: false, code: 'INTERNAL', desc: 'Sunucu hatası' }), {
        status: 500,
      });
    const { hook, seen } = setup(failure, 2 * PARAMS_STALE_MS);
    await waitFor(() => expect(hook.result.current.state).toBe('table-unavailable'));
    expect(totals(seen)).toEqual([]);
  });
});

describe('useRoutePrice offline', () => {
  function offline(values: ShipmentFormValues) {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    onlineManager.setOnline(false);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(lookupKeys.params('ShipmentWeight'), paramTables.ShipmentWeight);
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    return renderHook(() => useRoutePrice(values), { wrapper });
  }
  afterEach(() => {
    vi.restoreAllMocks();
    onlineManager.setOnline(true);
  });

  it('estimates on the device from the chosen positions, with the distance rule of the server', async () => {
    const v = located();
    v.vehicleType = 1;
    v.weightType = 1;
    const { result } = offline(v);
    const km = routeDistance(v.startAddress.worldCoordinate, [
      v.shipmentList[0]!.startAddress.worldCoordinate,
    ]).totalDistanceKm;
    expect(km).toBe(9);
    await waitFor(() => expect(result.current.state).toBe('estimate'));
    expect(result.current).toEqual({
      state: 'estimate',
      distanceKm: km,
      breakdown: computePrice({ ...motorNoExtras, distanceKm: km }),
    });
  });

  it('without positions says which are missing instead of calculating for ever', () => {
    const v = initialValues();
    v.vehicleType = 1;
    v.weightType = 1;
    v.shipmentList[0]!.startAddress.worldCoordinate = { lat: 41.04, long: 29.0 };
    v.shipmentList.push({ ...v.shipmentList[0]!, startAddress: { ...v.startAddress } });
    const { result } = offline(v);
    expect(result.current).toEqual({ state: 'missing-stops', missing: ['pickup', 2] });
  });
});
