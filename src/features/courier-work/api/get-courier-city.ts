import { useQuery } from '@tanstack/react-query';
import { courierProfileQueryOptions } from '@/features/courier-profile';

/** The city the courier works in (their profile address), for İşlerim's default filter. */
export function useCourierCity() {
  return useQuery({ ...courierProfileQueryOptions(), select: (profile) => profile.address?.cityId ?? null });
}
