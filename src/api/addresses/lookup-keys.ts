// Query keys of the lookups, on their own so the persister (in the entry) can name them without
// loading the queries.
import type { ParamType } from '@/domain/params';

export const lookupKeys = {
  all: ['lookups'] as const,
  cities: () => [...lookupKeys.all, 'cities'] as const,
  counties: (cityId: number) => [...lookupKeys.all, 'counties', cityId] as const,
  districts: (cityId: number, countyId: number) =>
    [...lookupKeys.all, 'districts', cityId, countyId] as const,
  params: (paramType: ParamType) => [...lookupKeys.all, 'params', paramType] as const,
};
