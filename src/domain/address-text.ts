// docs/data-model.md: the one-line text of an address: district "mah.", street, "No:"door, block "Blok",
// county/city, "Türkiye"; when the address has coordinates, its fullAddress is used instead.

export interface AddressTextInput {
  districtName?: string | null;
  streetName?: string | null;
  doorNumber?: string | null;
  block?: string | null;
  countyName?: string | null;
  cityName?: string | null;
  fullAddress?: string | null;
  worldCoordinate?: { lat?: number | null; long?: number | null } | null;
}

const clean = (value: string | null | undefined) => value?.trim() ?? '';

/** "Moda Mah" (as the district data names it) → "Moda": the text adds "mah." itself. */
export function districtBaseName(name: string | null | undefined): string {
  return clean(name)
    .replace(/\s+mah(\.|alle(si)?)?$/iu, '')
    .trim();
}

export function hasCoordinates(c: AddressTextInput['worldCoordinate']): boolean {
  const lat = c?.lat ?? 0;
  const long = c?.long ?? 0;
  return Number.isFinite(lat) && Number.isFinite(long) && lat !== 0 && long !== 0;
}

/** The address text built from its parts (without looking at coordinates). */
export function composeAddressText(a: AddressTextInput): string {
  const district = districtBaseName(a.districtName);
  const door = clean(a.doorNumber);
  const block = clean(a.block);
  const place = [clean(a.countyName), clean(a.cityName)].filter(Boolean).join('/');
  return [
    district ? `${district} mah.` : '',
    clean(a.streetName),
    door ? `No:${door}` : '',
    block ? `${block} Blok` : '',
    place,
    'Türkiye',
  ]
    .filter(Boolean)
    .join(', ');
}

/** docs/data-model.md: with coordinates (and a full address) the full address; otherwise the composed text. */
export function addressText(a: AddressTextInput): string {
  const full = clean(a.fullAddress);
  if (full && hasCoordinates(a.worldCoordinate)) return full;
  return composeAddressText(a);
}
