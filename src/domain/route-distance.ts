// The distance rule shared by the emulated server's distance call and the device's offline
// estimate: legs pickup → delivery 1 → delivery 2 → …, each the straight-line distance × 1.3,
// summed and rounded to whole km. One copy, so the estimate shown offline and the price the mock
// stores on arrival agree whenever the positions are the same.

export interface Coordinate {
  lat: number;
  long: number;
}

const EARTH_RADIUS_KM = 6371;
/** Roads are longer than the straight line; 1.3 is the usual urban detour factor. */
export const ROAD_FACTOR = 1.3;

/** Great-circle distance in km. */
export function haversineKm(a: Coordinate, b: Coordinate): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLong = rad(b.long - a.long);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** docs/forms-and-validation.md: a coordinate of 0 (or not a number) is no position at all. */
export function isPosition(c: Coordinate | null | undefined): c is Coordinate {
  return !!c && Number.isFinite(c.lat) && Number.isFinite(c.long) && c.lat !== 0 && c.long !== 0;
}

export interface RouteDistance {
  /** docs/data-model.md distance result codes: 1 success, 3 coordinates missing. */
  resultCode: 1 | 3;
  totalDistanceKm: number;
  legs: { distanceKm: number }[];
}

/**
 * Driving distance along the route pickup → delivery 1 → delivery 2 → …: each leg is the
 * great-circle distance × 1.3 road factor (1 decimal); the total is the sum, rounded to km.
 */
export function routeDistance(origin: Coordinate, destinations: readonly Coordinate[]): RouteDistance {
  if (!isPosition(origin) || destinations.length === 0 || !destinations.every(isPosition)) {
    return { resultCode: 3, totalDistanceKm: 0, legs: [] };
  }
  const legs: { distanceKm: number }[] = [];
  let from = origin;
  let total = 0;
  for (const to of destinations) {
    const km = haversineKm(from, to) * ROAD_FACTOR;
    total += km;
    legs.push({ distanceKm: Math.round(km * 10) / 10 });
    from = to;
  }
  return { resultCode: 1, totalDistanceKm: Math.round(total), legs };
}
