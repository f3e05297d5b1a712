// The address as the forms hold it: every docs/screens-and-routes.md field as text (empty when not given), ids as
// numbers (0 = "Seçiniz"), and the chosen names kept beside the ids for the address text.
import type { components } from '@/api/schema';

type Address = components['schemas']['Address'];
type AddressInput = components['schemas']['AddressInput'];

export interface Position {
  lat: number;
  long: number;
}

export interface AddressValues {
  title: string;
  cityId: number;
  countyId: number;
  districtId: number;
  cityName: string;
  countyName: string;
  districtName: string;
  streetName: string;
  doorNumber: string;
  block: string;
  floor: string;
  apartmentNumber: string;
  apartmanName: string;
  addressDescription: string;
  fullAddress: string;
  phoneNumber: string;
  worldCoordinate: Position;
}

export function emptyAddress(): AddressValues {
  return {
    title: '',
    cityId: 0,
    countyId: 0,
    districtId: 0,
    cityName: '',
    countyName: '',
    districtName: '',
    streetName: '',
    doorNumber: '',
    block: '',
    floor: '',
    apartmentNumber: '',
    apartmanName: '',
    addressDescription: '',
    fullAddress: '',
    phoneNumber: '',
    worldCoordinate: { lat: 0, long: 0 },
  };
}

/** A stored address (GET /shipment/{id}) as form values. */
export function addressFromApi(a: Address | undefined): AddressValues {
  if (!a) return emptyAddress();
  return {
    title: a.title ?? '',
    cityId: a.cityId,
    countyId: a.countyId,
    districtId: a.districtId,
    cityName: a.cityName ?? '',
    countyName: a.countyName ?? '',
    districtName: a.districtName ?? '',
    streetName: a.streetName ?? '',
    doorNumber: a.doorNumber ?? '',
    block: a.block ?? '',
    floor: a.floor ?? '',
    apartmentNumber: a.apartmentNumber ?? '',
    apartmanName: a.apartmanName ?? '',
    addressDescription: a.addressDescription ?? '',
    fullAddress: a.fullAddress ?? '',
    phoneNumber: a.phoneNumber ?? '',
    worldCoordinate: { lat: a.worldCoordinate?.lat ?? 0, long: a.worldCoordinate?.long ?? 0 },
  };
}

/** Form values as the request body wants them: trimmed, empty optional fields left out. */
export function addressToApi(a: AddressValues): AddressInput {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    title: a.title.trim(),
    cityId: a.cityId,
    countyId: a.countyId,
    districtId: a.districtId,
    streetName: optional(a.streetName),
    doorNumber: optional(a.doorNumber),
    block: optional(a.block),
    floor: optional(a.floor),
    apartmentNumber: optional(a.apartmentNumber),
    apartmanName: optional(a.apartmanName),
    addressDescription: optional(a.addressDescription),
    fullAddress: a.fullAddress.trim(),
    phoneNumber: optional(a.phoneNumber),
    worldCoordinate: { lat: a.worldCoordinate.lat, long: a.worldCoordinate.long },
  };
}
