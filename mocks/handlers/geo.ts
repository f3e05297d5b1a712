// Geocoding and driving distance, answered deterministically (docs/emulated-server.md#lookups-geocoding-and-distance).
// What is accepted is src/domain/geo/geo-input.ts, the real server's too.
import { fail } from '@/domain/api-errors';
import { geocode, reverseGeocode } from '@/domain/geo/geo';
import { coordinateQuery, distanceRequestSchema, geocodeQuery } from '@/domain/geo/geo-input';
import { routeDistance } from '@/domain/route-distance';
import { handle, ok } from '../handle';
import { http } from '../http';

export const geoHandlers = [
  http.get(
    '/geo/geocode',
    handle({ auth: 'public' }, async ({ query }) => ok(await geocode(geocodeQuery(query)))),
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
    handle({ auth: 'public', body: distanceRequestSchema }, ({ body }) =>
      ok(routeDistance(body.origin, body.destinations)),
    ),
  ),
];
