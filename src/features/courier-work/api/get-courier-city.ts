import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';

/** The city the courier works in (their profile address), for İşlerim's default filter. */
export async function getCourierCity(): Promise<number | null> {
  const profile = unwrap(await api.GET('/courier/profile'));
  return profile.address?.cityId ?? null;
}

export function getCourierCityQueryOptions() {
  return queryOptions({
    queryKey: ['courier', 'profile', 'city'] as const,
    queryFn: getCourierCity,
    staleTime: 5 * 60_000,
  });
}

export function useCourierCity() {
  return useQuery(getCourierCityQueryOptions());
}
