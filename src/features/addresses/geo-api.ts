// Geocoding through /api/v1/geo (the real server keeps the provider key). docs/errors-and-messages.md: geocoding
// errors go to the console only (console.warn: the test setup fails on console.error).
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import type { components } from '@/api/schema';

export type GeoResult = components['schemas']['GeoResult'];

export async function geocode(q: string, signal?: AbortSignal): Promise<GeoResult[]> {
  const text = q.trim();
  if (text.length < 2) return [];
  try {
    return unwrap(await api.GET('/geo/geocode', { params: { query: { q: text } }, signal }));
  } catch (error) {
    if (!signal?.aborted) console.warn('Geocoding failed', error);
    return [];
  }
}

export async function reverseGeocode(
  position: { lat: number; long: number },
  signal?: AbortSignal,
): Promise<GeoResult | null> {
  try {
    return unwrap(await api.GET('/geo/reverse', { params: { query: position }, signal }));
  } catch (error) {
    if (!signal?.aborted) console.warn('Reverse geocoding failed', error);
    return null;
  }
}
