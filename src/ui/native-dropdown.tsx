import { useEffect } from 'react';
import { NativeSelect } from '@mantine/core';
import type { SearchableSelectProps } from './searchable-select';

/**
 * docs/forms-and-validation.md's dropdown rule, shared by both dropdowns: a value that is not among options that really
 * loaded resets to "Seçiniz" (code 0); while they load, or when they failed, it is kept.
 */
export function useResetWhenMissing({
  value,
  options,
  loading = false,
  loaded = true,
  onChange,
}: Pick<SearchableSelectProps, 'value' | 'options' | 'loading' | 'loaded' | 'onChange'>) {
  const chosen = options.find((o) => o.code === value);
  const stale = Boolean(value) && !chosen && loaded && !loading;
  useEffect(() => {
    if (stale) onChange(0);
  }, [stale, onChange]);
  return chosen;
}

/**
 * A dropdown for a short list (weight classes): the browser's own select, with "Seçiniz" first.
 * It needs no search, opens the phone's native picker and, unlike the searchable dropdown, brings
 * no combobox or popover code to the page.
 */
export function NativeDropdown(props: Omit<SearchableSelectProps, 'description'> & { description?: string }) {
  const { label, value, onChange, options, disabled, required, error, description, name } = props;
  const chosen = useResetWhenMissing(props);
  const selected = chosen ? chosen.code : value ? value : 0;
  const data = [
    { value: '0', label: 'Seçiniz', disabled: required },
    // A kept value whose options have not loaded is still shown (as its code) rather than lost.
    ...(value && !chosen ? [{ value: String(value), label: String(value) }] : []),
    ...options.map((o) => ({ value: String(o.code), label: o.name, disabled: o.disabled })),
  ];
  return (
    <NativeSelect
      label={label}
      name={name}
      value={String(selected)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      data={data}
      disabled={disabled}
      required={required}
      error={error}
      description={description}
    />
  );
}
