// What both servers accept from the geography calls (openapi.yaml geo): the distance body
// (DistanceRequest), the search text of `GET /geo/geocode` and the point of `GET /geo/reverse`,
// refused with the catalogue's codes (a 400 with errors[]).
import * as v from 'valibot';
import { failValidation } from '../api-errors';
import { coordinateSchema, MAX_DELIVERIES, TEXT_MAX } from '../limits';

/** The body of `POST /geo/distance`: a start and one to MAX_DELIVERIES stops. */
export const distanceRequestSchema = v.object({
  origin: coordinateSchema,
  destinations: v.pipe(
    v.array(coordinateSchema),
    v.minLength(1, 'DELIVERY_REQUIRED'),
    v.maxLength(MAX_DELIVERIES, 'TOO_MANY_DELIVERIES'),
  ),
});

/** `q` of `GET /geo/geocode`, trimmed: at least 2 characters, at most an address's length. */
export function geocodeQuery(query: URLSearchParams): string {
  const q = (query.get('q') ?? '').trim();
  if (q.length < 2) failValidation([{ field: 'q', code: 'FIELD_REQUIRED' }]);
  if (q.length > TEXT_MAX.fullAddress) failValidation([{ field: 'q', code: 'TEXT_TOO_LONG' }]);
  return q;
}

/** `lat` and `long` of `GET /geo/reverse`: numbers on Earth, each refused under its own name. */
export function coordinateQuery(query: URLSearchParams): { lat: number; long: number } {
  const lat = Number(query.get('lat'));
  const long = Number(query.get('long'));
  const errors = [];
  if (query.get('lat') === null || !Number.isFinite(lat) || Math.abs(lat) > 90)
    errors.push({ field: 'lat', code: 'FIELD_INVALID' });
  if (query.get('long') === null || !Number.isFinite(long) || Math.abs(long) > 180)
    errors.push({ field: 'long', code: 'FIELD_INVALID' });
  if (errors.length > 0) failValidation(errors);
  return { lat, long };
}
