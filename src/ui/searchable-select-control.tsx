import { startTransition, useMemo, useState } from 'react';
import { Select, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import type { SearchableSelectProps } from './searchable-select';

export interface SearchableSelectControlProps extends Omit<SearchableSelectProps, 'value'> {
  /** A code among the options, or null for "Seçiniz". */
  value: number | null;
  /** The Turkish options filter, handed down by SearchableSelect (which this file must not import back). */
  filter: OptionsFilter<number>;
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
  filter,
}: SearchableSelectControlProps) {
  const [searching, setSearching] = useState(false);
  const data = useMemo<ComboboxItem<number>[]>(
    () => options.map((o) => ({ value: o.code, label: o.name, disabled: o.disabled })),
    [options],
  );

  return (
    <Select<number>
      label={label}
      name={name}
      data={data}
      value={value}
      // The choice renders the rest of the form (the next lists, the price) in a transition: the
      // tap is answered first, the list closing at once (issue 19: a 250 ms tap at 4× CPU).
      onChange={(next) => startTransition(() => onChange(next ?? 0))}
      searchable
      allowDeselect={false}
      filter={filter}
      placeholder={searching ? 'Ara' : 'Seçiniz'}
      nothingFoundMessage={loading ? 'Yükleniyor…' : 'Sonuç bulunamadı'}
      maxDropdownHeight="12rem"
      onDropdownOpen={() => setSearching(true)}
      onDropdownClose={() => setSearching(false)}
      disabled={disabled}
      required={required}
      error={error}
      description={description}
      // The list is rendered with the field (in the step's transition when a form step opens) and
      // kept, hidden, while closed: opening it was a 200–270 ms tap at 4× CPU, the 81 cities
      // rendered inside it (issue 19). No fade: each step of the transition rendered every option
      // again while the next taps waited.
      comboboxProps={{
        withinPortal: true,
        transitionProps: { duration: 0 },
        keepMounted: true,
        keepMountedMode: 'display-none',
      }}
    />
  );
}
