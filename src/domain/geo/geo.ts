// The offline geography, for both servers: cities, counties and districts from public/geo (loaded per city on demand
// through an injected loader), deterministic coordinates, geocoding and driving distance.
import { haversineKm } from '../route-distance';
import { cityCentres, COUNTY_OFFSET_KM, DISTRICT_OFFSET_KM, offsetPoint } from './city-centres';

export interface CityRow {
  cityId: number;
  cityName: string;
}
interface DistrictRow {
  districtId: number;
  districtName: string;
}
export interface CountyRow {
  countyId: number;
  countyName: string;
  districts: DistrictRow[];
}
export interface CityFile {
  counties: CountyRow[];
}
export interface Coordinate {
  lat: number;
  long: number;
}

export interface GeoLoader {
  cities(): Promise<CityRow[]>;
  city(cityId: number): Promise<CityFile | null>;
}

let loader: GeoLoader | null = null;
let citiesCache: Promise<CityRow[]> | null = null;
const cityCache = new Map<number, Promise<CityFile | null>>();

/** Browser: fetch /geo/*.json; node: read public/geo with fs (mocks/node.ts). */
export function setGeoLoader(next: GeoLoader): void {
  loader = next;
  citiesCache = null;
  cityCache.clear();
}

function requireLoader(): GeoLoader {
  if (!loader) throw new Error('Geo loader not set: call setGeoLoader() first');
  return loader;
}

export function listCities(): Promise<CityRow[]> {
  citiesCache ??= requireLoader().cities();
  return citiesCache;
}

export function loadCity(cityId: number): Promise<CityFile | null> {
  if (!Number.isInteger(cityId) || cityId < 1 || cityId > 81) return Promise.resolve(null);
  let cached = cityCache.get(cityId);
  if (!cached) {
    cached = requireLoader().city(cityId);
    cityCache.set(cityId, cached);
  }
  return cached;
}

export async function findCounty(cityId: number, countyId: number): Promise<CountyRow | undefined> {
  if (Math.floor(countyId / 1000) !== cityId) return undefined;
  return (await loadCity(cityId))?.counties.find((c) => c.countyId === countyId);
}

function countyCentre(cityId: number, county: { countyId: number; countyName: string }): Coordinate {
  const centre = cityCentres[cityId] ?? { lat: 39, long: 35 };
  return offsetPoint(centre, `${county.countyId}:${county.countyName}`, COUNTY_OFFSET_KM);
}

function districtCentre(
  cityId: number,
  county: { countyId: number; countyName: string },
  district: DistrictRow,
): Coordinate {
  return offsetPoint(
    countyCentre(cityId, county),
    `${district.districtId}:${district.districtName}`,
    DISTRICT_OFFSET_KM,
  );
}

/** Coordinates of a district by ids (used by the seed and the geocoder). */
export async function placeCoordinate(
  cityId: number,
  countyId: number,
  districtId: number,
): Promise<Coordinate | null> {
  const county = await findCounty(cityId, countyId);
  const district = county?.districts.find((d) => d.districtId === districtId);
  return county && district ? districtCentre(cityId, county, district) : null;
}

// The distance rule lives in src/domain, shared with the device's offline estimate.

const lower = (s: string) => s.toLocaleLowerCase('tr');

export interface GeoMatch {
  fullAddress: string;
  worldCoordinate: Coordinate;
  cityId: number;
  countyId?: number;
  districtId?: number;
}

/** Matches a district, county and city named in the text; the most specific match first. */
export async function geocode(q: string): Promise<GeoMatch[]> {
  const text = lower(q);
  const cities = await listCities();
  const namedCities = cities.filter((c) => text.includes(lower(c.cityName)));
  // Without a city name, try the two big ones where most demo addresses are.
  const candidates =
    namedCities.length > 0 ? namedCities : cities.filter((c) => c.cityId === 34 || c.cityId === 6);
  const results: GeoMatch[] = [];
  for (const city of candidates) {
    const file = await loadCity(city.cityId);
    for (const county of file?.counties ?? []) {
      if (!text.includes(lower(county.countyName))) continue;
      const district = county.districts.find((d) =>
        text.includes(lower(d.districtName.replace(/ Mah$/, ''))),
      );
      if (district) {
        results.push({
          fullAddress: `${district.districtName}., ${county.countyName}/${city.cityName}, Türkiye`,
          worldCoordinate: districtCentre(city.cityId, county, district),
          cityId: city.cityId,
          countyId: county.countyId,
          districtId: district.districtId,
        });
      }
      results.push({
        fullAddress: `${county.countyName}/${city.cityName}, Türkiye`,
        worldCoordinate: countyCentre(city.cityId, county),
        cityId: city.cityId,
        countyId: county.countyId,
      });
    }
    if (namedCities.includes(city)) {
      const centre = cityCentres[city.cityId];
      if (centre)
        results.push({
          fullAddress: `${city.cityName}, Türkiye`,
          worldCoordinate: centre,
          cityId: city.cityId,
        });
    }
  }
  return results.slice(0, 5);
}

/** The district nearest to a point (searched in the nearest city). */
export async function reverseGeocode(point: Coordinate): Promise<GeoMatch | null> {
  let best: { cityId: number; d: number } | null = null;
  for (const [id, centre] of Object.entries(cityCentres)) {
    const d = haversineKm(point, centre);
    if (!best || d < best.d) best = { cityId: Number(id), d };
  }
  if (!best || best.d > 150) return null;
  const cityId = best.cityId;
  const city = (await listCities()).find((c) => c.cityId === cityId);
  const file = await loadCity(cityId);
  if (!city || !file) return null;
  let nearest: { county: CountyRow; district: DistrictRow; d: number } | null = null;
  for (const county of file.counties) {
    for (const district of county.districts) {
      const d = haversineKm(point, districtCentre(cityId, county, district));
      if (!nearest || d < nearest.d) nearest = { county, district, d };
    }
  }
  if (!nearest) return null;
  const { county, district } = nearest;
  return {
    fullAddress: `${district.districtName}., ${county.countyName}/${city.cityName}, Türkiye`,
    worldCoordinate: { lat: point.lat, long: point.long },
    cityId,
    countyId: county.countyId,
    districtId: district.districtId,
  };
}
