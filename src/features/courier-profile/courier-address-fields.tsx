import { Stack, Textarea } from '@mantine/core';
import { TEXT_MAX } from '@/domain/limits';
import { useCityOptions, useCountyOptions, useDistrictOptions } from '@/api/addresses/lookups';
import { addressMessages } from '@/features/addresses';
import { characterCount } from '@/ui/character-count';
import { SearchableSelect } from '@/ui/searchable-select';
import { courierProfileMessages as m } from './messages';

export interface CourierAddress {
  cityId: number;
  countyId: number;
  districtId: number;
  fullAddress: string;
}

export interface CourierAddressFieldsProps {
  value: CourierAddress;
  onChange: (next: CourierAddress) => void;
  error?: string;
  disabled?: boolean;
}

/** The courier's address: İl / İlçe / Mahalle from the lookups, and the full address (≥ 10). */
export function CourierAddressFields({
  value,
  onChange,
  error,
  disabled = false,
}: CourierAddressFieldsProps) {
  const cities = useCityOptions();
  const counties = useCountyOptions(value.cityId);
  const districts = useDistrictOptions(value.cityId, value.countyId);
  const max = TEXT_MAX.fullAddress;
  return (
    <Stack gap="sm">
      <SearchableSelect
        label={addressMessages.city}
        value={value.cityId}
        options={cities.data ?? []}
        loaded={cities.data !== undefined}
        loading={cities.isFetching && !cities.data}
        onChange={(cityId) => {
          if (cityId !== value.cityId) onChange({ ...value, cityId, countyId: 0, districtId: 0 });
        }}
        disabled={disabled}
        required
      />
      <SearchableSelect
        label={addressMessages.county}
        value={value.countyId}
        options={counties.data ?? []}
        loaded={counties.data !== undefined}
        loading={counties.isFetching && !counties.data}
        onChange={(countyId) => {
          if (countyId !== value.countyId) onChange({ ...value, countyId, districtId: 0 });
        }}
        disabled={disabled || !value.cityId}
        required
      />
      <SearchableSelect
        label={addressMessages.district}
        value={value.districtId}
        options={districts.data ?? []}
        loaded={districts.data !== undefined}
        loading={districts.isFetching && !districts.data}
        onChange={(districtId) => onChange({ ...value, districtId })}
        disabled={disabled || !value.countyId}
        required
      />
      <Textarea
        label={m.fullAddress}
        value={value.fullAddress}
        onChange={(event) => onChange({ ...value, fullAddress: event.currentTarget.value })}
        maxLength={max}
        autosize
        minRows={2}
        required
        disabled={disabled}
        error={error}
        description={disabled ? undefined : characterCount(value.fullAddress, max)}
      />
    </Stack>
  );
}
