import { useEffect, useState, type ReactNode } from 'react';
import { Badge, Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { TEXT_MAX, type TextKind } from '@/domain/limits';
import { characterCount } from '@/ui/character-count';
import { IconMapPin } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { addressText, composeAddressText, hasCoordinates } from '@/domain/address-text';
import { FULL_ADDRESS_MIN_LENGTH } from '@/domain/validators';
import { PhoneInput } from '@/ui/phone-input';
import { SearchableSelect } from '@/ui/searchable-select';
import type { AddressValues } from '@/lib/addresses/address-values';
import { LookupError } from './lookup-error';
import {
  useCityOptions,
  useCountyOptions,
  useDistrictOptions,
  type LookupOption,
} from '@/api/addresses/lookups';
import { patchFromPick } from './map-pick';
import { MapPicker, type MapPickerResult } from './map-picker';
import { addressMessages as m } from './messages';
import classes from './address-fields.module.css';

type AddressErrors = Partial<Record<keyof AddressValues, string>>;

export interface AddressFieldsProps {
  /** START: pickup (phone optional); DELIVERY: a delivery stop (recipient phone required). */
  kind: 'START' | 'DELIVERY';
  value: AddressValues;
  onChange: (patch: Partial<AddressValues>) => void;
  errors?: AddressErrors;
  readOnly?: boolean;
  /** Shown after the title (the delivery's content type). */
  afterTitle?: ReactNode;
  /** Shown before the map button (the courier note). */
  beforeMap?: ReactNode;
}

/** Keeps the stored names in step with the ids (a restored draft or a map pick sets ids only). */
function useNameSync(
  id: number,
  name: string,
  options: readonly { code: number; name: string }[] | undefined,
  set: (name: string) => void,
) {
  const found = options?.find((o) => o.code === id)?.name;
  useEffect(() => {
    if (found !== undefined && found !== name) set(found);
  }, [found, name, set]);
}

interface LookupSelectProps {
  label: string;
  query: UseQueryResult<LookupOption[]>;
  value: number;
  /** The stored name of `value`, shown while the list is not there (offline, failed). */
  name: string;
  onChange: (code: number) => void;
  error?: string;
  disabled: boolean;
}

/**
 * İl/İlçe/Mahalle: a value is reset only by a list that really loaded. While the lookup waits
 * or failed, the chosen value stays (with its stored name), and a failure says why, with a retry.
 */
export function LookupSelect({ label, query, value, name, onChange, error, disabled }: LookupSelectProps) {
  const loaded = query.data !== undefined;
  const options = query.data ?? (value ? [{ code: value, name }] : []);
  return (
    <div>
      <SearchableSelect
        label={label}
        value={value}
        options={options}
        loaded={loaded}
        loading={query.fetchStatus === 'fetching' && !loaded}
        onChange={onChange}
        error={error}
        disabled={disabled}
        required
      />
      {query.isError ? (
        <LookupError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.fetchStatus === 'fetching'}
        />
      ) : null}
    </div>
  );
}

/** The length limit of each free-text address field (src/domain/limits.ts, as the server checks). */
const ADDRESS_TEXT_KIND = {
  title: 'title',
  streetName: 'addressPart',
  doorNumber: 'addressPart',
  block: 'addressPart',
  floor: 'addressPart',
  apartmentNumber: 'addressPart',
  apartmanName: 'addressPart',
  addressDescription: 'addressDescription',
} as const satisfies Record<string, TextKind>;

/** docs/screens-and-routes.md: the address form (pickup and delivery), with the map picker. */
export function AddressFields({
  kind,
  value,
  onChange,
  errors = {},
  readOnly = false,
  afterTitle,
  beforeMap,
}: AddressFieldsProps) {
  const [mapOpened, setMapOpened] = useState(false);
  const cities = useCityOptions();
  const counties = useCountyOptions(value.cityId);
  const districts = useDistrictOptions(value.cityId, value.countyId);

  useNameSync(value.cityId, value.cityName, cities.data, (cityName) => onChange({ cityName }));
  useNameSync(value.countyId, value.countyName, counties.data, (countyName) => onChange({ countyName }));
  useNameSync(value.districtId, value.districtName, districts.data, (districtName) =>
    onChange({ districtName }),
  );

  const text = (
    field: keyof AddressValues & keyof typeof ADDRESS_TEXT_KIND,
    label: string,
    extra?: { required?: boolean; placeholder?: string; counted?: boolean },
  ) => {
    const max = TEXT_MAX[ADDRESS_TEXT_KIND[field]];
    const current = value[field] as string;
    return (
      <TextInput
        label={label}
        value={current}
        onChange={(e) => onChange({ [field]: e.currentTarget.value })}
        error={errors[field]}
        disabled={readOnly}
        required={extra?.required}
        placeholder={extra?.placeholder}
        maxLength={max}
        description={extra?.counted && !readOnly ? characterCount(current, max) : undefined}
      />
    );
  };

  const located = hasCoordinates(value.worldCoordinate);

  const onPicked = (result: MapPickerResult) => {
    const patch = patchFromPick(value, result);
    if (Object.keys(patch).length > 0) onChange(patch);
  };

  return (
    <Stack gap="sm">
      {text('title', m.title, { required: true, placeholder: m.titlePlaceholder })}
      {afterTitle}
      <PhoneInput
        label={kind === 'DELIVERY' ? m.recipientPhone : m.contactPhone}
        value={value.phoneNumber}
        onChange={(phoneNumber) => onChange({ phoneNumber })}
        error={errors.phoneNumber}
        required={kind === 'DELIVERY'}
        disabled={readOnly}
      />
      <LookupSelect
        label={m.city}
        query={cities}
        value={value.cityId}
        name={value.cityName}
        onChange={(cityId) => {
          if (cityId === value.cityId) return;
          onChange({ cityId, cityName: '', countyId: 0, countyName: '', districtId: 0, districtName: '' });
        }}
        error={errors.cityId}
        disabled={readOnly}
      />
      <LookupSelect
        label={m.county}
        query={counties}
        value={value.countyId}
        name={value.countyName}
        onChange={(countyId) => {
          if (countyId === value.countyId) return;
          onChange({ countyId, countyName: '', districtId: 0, districtName: '' });
        }}
        error={errors.countyId}
        disabled={readOnly || !value.cityId}
      />
      <LookupSelect
        label={m.district}
        query={districts}
        value={value.districtId}
        name={value.districtName}
        onChange={(districtId) => {
          if (districtId === value.districtId) return;
          onChange({ districtId, districtName: '' });
        }}
        error={errors.districtId}
        disabled={readOnly || !value.countyId}
      />
      {text('streetName', m.street)}
      <div className={classes.grid}>
        {text('doorNumber', m.doorNumber)}
        {text('block', m.block)}
        {text('floor', m.floor)}
        {text('apartmentNumber', m.apartmentNumber)}
        {text('apartmanName', m.apartmanName)}
      </div>
      {text('addressDescription', m.addressDescription, { counted: true })}
      <Textarea
        label={m.fullAddress}
        description={
          readOnly
            ? m.fullAddressHint
            : `${m.fullAddressHint} ${characterCount(value.fullAddress, TEXT_MAX.fullAddress)}`
        }
        maxLength={TEXT_MAX.fullAddress}
        value={value.fullAddress}
        onChange={(e) => onChange({ fullAddress: e.currentTarget.value })}
        error={errors.fullAddress}
        disabled={readOnly}
        required
        autosize
        minRows={2}
        maxRows={5}
        minLength={FULL_ADDRESS_MIN_LENGTH}
      />
      {beforeMap}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Button
          variant={located ? 'light' : 'filled'}
          leftSection={<IconMapPin size={18} />}
          onClick={() => setMapOpened(true)}
          classNames={{ root: classes.mapButton, label: classes.mapButtonLabel }}
        >
          {readOnly ? m.mapButtonReadOnly : m.mapButton}
        </Button>
        <Badge color={located ? 'teal' : 'gray'} variant="light">
          {located ? m.locationChosen : m.locationMissing}
        </Badge>
      </Group>
      {errors.worldCoordinate ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {errors.worldCoordinate}
        </Text>
      ) : null}
      {value.cityId || value.fullAddress.trim() ? (
        <div className={classes.preview}>
          <Text size="xs" c="dimmed">
            {m.addressPreview}
          </Text>
          <Text size="sm">{addressText(value)}</Text>
        </div>
      ) : null}
      <MapPicker
        opened={mapOpened}
        onClose={() => setMapOpened(false)}
        readOnly={readOnly}
        initialPosition={located ? value.worldCoordinate : null}
        initialText={value.fullAddress.trim() || (value.districtName ? composeAddressText(value) : '')}
        onComplete={onPicked}
      />
    </Stack>
  );
}
