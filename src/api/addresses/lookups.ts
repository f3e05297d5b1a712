// Cities, counties, districts and parameter tables (docs/api.md: lookups reused unless a refresh is
// forced). Places change with a release, not during a visit: never stale on their own. Parameter
// tables (prices among them) go stale after PARAMS_STALE_MS, so a price is not computed from an
// old table while online. None is dropped from memory, and all are persisted in IndexedDB
// (src/app/query-persister.ts) so reloads and offline starts reuse them. `refreshLookups` is the
// forced refresh ("Yenile" on the create form).
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { onFirstUse } from '@/domain/format';
import type { ParamRow, ParamType } from '@/domain/params';
import { lookupKeys } from './lookup-keys';

export { lookupKeys };

// gcTime at least the persister's maxAge, or unused lookups would drop out of the saved cache.
// Infinity, not 30 days: a timeout above 2^31-1 ms overflows and fires at once.
const lookupTimes = { staleTime: Infinity, gcTime: Infinity } as const;

/** How long a parameter table is trusted (docs/decisions/0012-create-form-lookups-drafts-freshness-review-of-issue-4.md): then it is read again when online. */
export const PARAMS_STALE_MS = 60 * 60_000;

/** Forces the lookups and parameter tables to be read again: the ones on screen at once, the rest when next used. */
export function refreshLookups(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: lookupKeys.all });
}

export const citiesQueryOptions = () =>
  queryOptions({
    queryKey: lookupKeys.cities(),
    queryFn: async ({ signal }) => unwrap(await api.GET('/static/cities', { signal })),
    ...lookupTimes,
  });

const countiesQueryOptions = (cityId: number) =>
  queryOptions({
    queryKey: lookupKeys.counties(cityId),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/static/cities/{cityId}/counties', { params: { path: { cityId } }, signal })),
    enabled: cityId > 0,
    ...lookupTimes,
  });

const districtsQueryOptions = (cityId: number, countyId: number) =>
  queryOptions({
    queryKey: lookupKeys.districts(cityId, countyId),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/static/cities/{cityId}/counties/{countyId}/districts', {
          params: { path: { cityId, countyId } },
          signal,
        }),
      ),
    enabled: cityId > 0 && countyId > 0,
    ...lookupTimes,
  });

const paramsQueryOptions = (paramType: ParamType) =>
  queryOptions({
    queryKey: lookupKeys.params(paramType),
    queryFn: async ({ signal }): Promise<ParamRow[]> => {
      const rows = unwrap(
        await api.GET('/static/params/{paramType}', { params: { path: { paramType } }, signal }),
      );
      return rows.map((r) => ({
        paramType: r.paramType,
        paramCode: r.paramCode,
        paramDescription: r.paramDescription,
        paramValueNumber: r.paramValueNumber ?? null,
        paramValueNumber2: r.paramValueNumber2 ?? null,
        paramValueString: r.paramValueString ?? null,
        paramValueString2: r.paramValueString2 ?? null,
      }));
    },
    gcTime: Infinity,
    staleTime: PARAMS_STALE_MS,
    // A form left open for hours reads its tables again (only while the tab is visible).
    refetchInterval: PARAMS_STALE_MS,
  });

export interface LookupOption {
  code: number;
  name: string;
}

const collator = onFirstUse(() => new Intl.Collator('tr'));

export function useCityOptions() {
  return useQuery({
    ...citiesQueryOptions(),
    select: (rows): LookupOption[] =>
      rows
        .map((r) => ({ code: r.cityId, name: r.cityName }))
        .sort((a, b) => collator().compare(a.name, b.name)),
  });
}

export function useCountyOptions(cityId: number) {
  return useQuery({
    ...countiesQueryOptions(cityId),
    select: (rows): LookupOption[] => rows.map((r) => ({ code: r.countyId, name: r.countyName })),
  });
}

export function useDistrictOptions(cityId: number, countyId: number) {
  return useQuery({
    ...districtsQueryOptions(cityId, countyId),
    select: (rows): LookupOption[] => rows.map((r) => ({ code: r.districtId, name: r.districtName })),
  });
}

export function useParamRows(paramType: ParamType) {
  return useQuery(paramsQueryOptions(paramType));
}
