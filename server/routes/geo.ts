// Geocoding and driving distance, public and deterministic: the emulated server's answers
// (mocks/handlers/geo.ts), from the same rules in src/domain.
import { fail } from '@/domain/api-errors';
import { geocode, reverseGeocode } from '@/domain/geo/geo';
import { coordinateQuery, distanceRequestSchema, geocodeQuery } from '@/domain/geo/geo-input';
import { routeDistance } from '@/domain/route-distance';
import { ok, type Router } from '../handle';

export function geoRoutes(router: Router): void {
  router.get('/geo/geocode', { auth: 'public' }, async ({ query }) => ok(await geocode(geocodeQuery(query))));

  router.get('/geo/reverse', { auth: 'public' }, async ({ query }) => {
    const match = await reverseGeocode(coordinateQuery(query));
    if (!match) fail('ADDRESS_NOT_FOUND');
    return ok(match);
  });

  router.post('/geo/distance', { auth: 'public', body: distanceRequestSchema }, ({ body }) =>
    ok(routeDistance(body.origin, body.destinations)),
  );
}
