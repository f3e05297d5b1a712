import { useState } from 'react';
import { Select, type ComboboxItem } from '@mantine/core';
import { turkishOptionsFilter, type SearchableSelectProps } from './searchable-select';

export interface SearchableSelectControlProps extends Omit<SearchableSelectProps, 'value'> {
  /** A code among the options, or null for "Seçiniz". */
  value: number | null;
}

/** The interactive part of SearchableSelect, loaded lazily (see there). */
export default function SearchableSelectControl({
  label,
  value,
  onChange,
  options,
  loading = false,
  disabled,
  required,
  error,
  description,
  name,
}: SearchableSelectControlProps) {
  const [searching, setSearching] = useState(false);
  const data: ComboboxItem<number>[] = options.map((o) => ({
    value: o.code,
    label: o.name,
    disabled: o.disabled,
  }));

  return (
    <Select<number>
      label={label}
      name={name}
      data={data}
      value={value}
      onChange={(next) => onChange(next ?? 0)}
      searchable
      allowDeselect={false}
      filter={turkishOptionsFilter}
      placeholder={searching ? 'Ara' : 'Seçiniz'}
      nothingFoundMessage={loading ? 'Yükleniyor…' : 'Sonuç bulunamadı'}
      maxDropdownHeight="12rem"
      onDropdownOpen={() => setSearching(true)}
      onDropdownClose={() => setSearching(false)}
      disabled={disabled}
      required={required}
      error={error}
      description={description}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
