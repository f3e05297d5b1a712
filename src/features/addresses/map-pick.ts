// What the map picker hands back. The map has to open somewhere (docs/screens-and-routes.md: Istanbul, zoom 19), but
// a position nobody chose is not a pick: offline, geocoding fails silently (docs/errors-and-messages.md), and a form
// that took the default centre for both ends priced a Kadıköy → Beşiktaş shipment at 0 km. Only a
// stored position, a geocode answer or the person's own tap or drag counts.
import { hasCoordinates } from '@/domain/address-text';
import type { AddressValues, Position } from '@/lib/addresses/address-values';

/** docs/screens-and-routes.md: Istanbul. */
export const DEFAULT_CENTRE: Position = { lat: 41.0082, long: 28.9784 };

export interface MapPick {
  /** Where the marker is (the default centre until something moves it). */
  position: Position;
  /** True once the position is a real one: stored, geocoded or chosen by the person. */
  picked: boolean;
}

export function openPick(initial: Position | null): MapPick {
  return initial && hasCoordinates(initial)
    ? { position: initial, picked: true }
    : { position: DEFAULT_CENTRE, picked: false };
}

/** A position from a geocode answer or the person's tap, drag or marker move. */
export function pickAt(position: Position): MapPick {
  return { position, picked: true };
}

/** The position to store, or null when nothing was picked (the form's coordinates stay empty). */
export function pickedPosition(pick: MapPick): Position | null {
  return pick.picked ? pick.position : null;
}

export interface PickOutcome {
  fullAddress: string;
  position: Position | null;
  place?: { cityId?: number; countyId?: number; districtId?: number };
}

/** The address change a finished picker makes: never coordinates that were not picked. */
export function patchFromPick(value: AddressValues, { fullAddress, position, place }: PickOutcome) {
  const patch: Partial<AddressValues> = {};
  if (position) patch.worldCoordinate = position;
  if (fullAddress.trim()) patch.fullAddress = fullAddress.trim();
  // The reverse lookup's place fills an empty İl/İlçe/Mahalle, never overrides a choice.
  if (position && place?.cityId && place.countyId && place.districtId && !value.cityId) {
    Object.assign(patch, { cityId: place.cityId, countyId: place.countyId, districtId: place.districtId });
  }
  return patch;
}
