// Geocoding and driving distance, answered deterministically (docs/emulated-server.md#lookups-geocoding-and-distance).
import * as v from 'valibot';
import { coordinateSchema, MAX_DELIVERIES, TEXT_MAX } from '@/domain/limits';
import { fail, failValidation } from '@/domain/api-errors';
import { geocode, reverseGeocode } from '@/domain/geo/geo';
import { routeDistance } from '@/domain/route-distance';
import { handle, ok } from '../handle';
import { http } from '../http';

const distanceSchema = v.object({
  origin: coordinateSchema,
  destinations: v.pipe(
    v.array(coordinateSchema),
    v.minLength(1, 'DELIVERY_REQUIRED'),
    v.maxLength(MAX_DELIVERIES, 'TOO_MANY_DELIVERIES'),
  ),
});

function coordinateQuery(query: URLSearchParams): { lat: number; long: number } {
  const lat = Number(query.get('lat'));
  const long = Number(query.get('long'));
  const errors = [];
  if (query.get('lat') === null || !Number.isFinite(lat) || Math.abs(lat) > 90)
    errors.push({ field: 'lat', code: 'FIELD_INVALID' });
  if (query.get('long') === null || !Number.isFinite(long) || Math.abs(long) > 180) {
    errors.push({ field: 'long', code: 'FIELD_INVALID' });
  }
  if (errors.length > 0) failValidation(errors);
  return { lat, long };
}

export const geoHandlers = [
  http.get(
    '/geo/geocode',
    handle({ auth: 'public' }, async ({ query }) => {
      const q = (query.get('q') ?? '').trim();
      if (q.length < 2) failValidation([{ field: 'q', code: 'FIELD_REQUIRED' }]);
      if (q.length > TEXT_MAX.fullAddress) failValidation([{ field: 'q', code: 'TEXT_TOO_LONG' }]);
      return ok(await geocode(q));
    }),
  ),

  http.get(
    '/geo/reverse',
    handle({ auth: 'public' }, async ({ query }) => {
      const match = await reverseGeocode(coordinateQuery(query));
      if (!match) fail('ADDRESS_NOT_FOUND');
      return ok(match);
    }),
  ),

  http.post(
    '/geo/distance',
    handle({ auth: 'public', body: distanceSchema }, ({ body }) =>
      ok(routeDistance(body.origin, body.destinations)),
    ),
  ),
];
