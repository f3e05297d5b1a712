// Cities, counties and districts (public/geo through server/geo.ts) and the parameter tables
// (src/domain/params.ts): public, the emulated server's answers (mocks/handlers/lookups.ts); a
// failed lookup carries the message object the client shows as it is.
import { failLookup } from '@/domain/api-errors';
import { listCities, loadCity } from '@/domain/geo/geo';
import { isParamType, paramTables } from '@/domain/params';
import { ok, type Router } from '../handle';

export function lookupRoutes(router: Router): void {
  router.get('/static/cities', { auth: 'public' }, async () => ok(await listCities()));

  router.get('/static/cities/{cityId}/counties', { auth: 'public' }, async ({ params }) => {
    const file = await loadCity(Number(params.cityId));
    if (!file) failLookup('CITY_NOT_FOUND');
    return ok(file.counties.map(({ countyId, countyName }) => ({ countyId, countyName })));
  });

  router.get(
    '/static/cities/{cityId}/counties/{countyId}/districts',
    { auth: 'public' },
    async ({ params }) => {
      const file = await loadCity(Number(params.cityId));
      if (!file) failLookup('CITY_NOT_FOUND');
      const county = file.counties.find((c) => c.countyId === Number(params.countyId));
      if (!county) failLookup('COUNTY_NOT_FOUND');
      return ok(county.districts);
    },
  );

  router.get('/static/params/{paramType}', { auth: 'public' }, ({ params }) => {
    const type = String(params.paramType);
    if (!isParamType(type)) failLookup('PARAM_TYPE_NOT_FOUND');
    return ok(paramTables[type]);
  });
}
