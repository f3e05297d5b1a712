// Geocoding and driving distance, answered deterministically (DESIGN "Geocoding and distance").
import * as v from 'valibot';
import { fail, failValidation } from '../errors';
import { geocode, reverseGeocode, routeDistance } from '../geo/geo';
import { handle, ok } from '../handle';
import { http } from '../http';

const coordinate = v.object({ lat: v.number(), long: v.number() });

export const distanceSchema = v.object({
  origin: coordinate,
  destinations: v.pipe(v.array(coordinate), v.minLength(1, 'DELIVERY_REQUIRED')),
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
