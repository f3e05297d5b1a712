import { lazy, Suspense } from 'react';
import { TextInput, type ComboboxParsedItem, type OptionsFilter } from '@mantine/core';
import { includesFolded } from '@/domain/fold-turkish';
import { useResetWhenMissing } from './native-dropdown';

/**
 * "Contains", ignoring Turkish case and diacritics: "istanbul" finds "İstanbul", "igdir" finds
 * "Iğdır", "canakkale" finds "Çanakkale" (typed on a keyboard without Turkish letters).
 */
export const matchesTurkish = includesFolded;

/** Mantine's options filter with Turkish case and diacritics folding (docs/screens-and-routes.md: the searchable dropdown). */
export const turkishOptionsFilter: OptionsFilter<number> = ({ options, search, limit }) => {
  const max = typeof limit === 'number' && limit > 0 ? limit : Infinity;
  const result: ComboboxParsedItem<number>[] = [];
  for (const item of options) {
    if (result.length >= max) break;
    if ('group' in item) {
      const items = item.items.filter((option) => matchesTurkish(option.label, search));
      if (items.length > 0) result.push({ group: item.group, items });
    } else if (matchesTurkish(item.label, search)) {
      result.push(item);
    }
  }
  return result;
};

export interface SearchableSelectOption {
  code: number;
  name: string;
  disabled?: boolean;
}

export interface SearchableSelectProps {
  label: string;
  /** The chosen code; 0 or null is "Seçiniz". */
  value: number | null | undefined;
  onChange: (code: number) => void;
  options: readonly SearchableSelectOption[];
  /** While options load, a value not among them is kept (it may be among the loaded ones). */
  loading?: boolean;
  /**
   * Whether `options` is the real list (default true). When it is not (a lookup that failed or
   * waits for the network), a value not among them is kept: only a list that loaded can say a
   * value is gone.
   */
  loaded?: boolean;
  disabled?: boolean;
  required?: boolean;
  error?: string;
  description?: string;
  name?: string;
}

// Mantine's Select brings the combobox, the popover and floating-ui (≈ 40 KB gzip): it loads right
// after the page's first paint, which meanwhile shows a read-only field that looks the same.
const SelectControl = lazy(() => import('./searchable-select-control'));

/**
 * The searchable dropdown of docs/screens-and-routes.md: "Seçiniz" when empty, "Ara" while searching, a list about
 * 12rem high, Turkish case-insensitive search. A value that is not among the loaded options
 * resets to "Seçiniz" (code 0), as docs/forms-and-validation.md has it.
 */
export function SearchableSelect(props: SearchableSelectProps) {
  const { label, disabled, required, error, description, name } = props;
  const chosen = useResetWhenMissing(props);

  const placeholder = (
    <TextInput
      label={label}
      name={name}
      value={chosen?.name ?? ''}
      placeholder="Seçiniz"
      readOnly
      disabled={disabled}
      required={required}
      error={error}
      description={description}
    />
  );
  return (
    <Suspense fallback={placeholder}>
      <SelectControl {...props} value={chosen ? chosen.code : null} filter={turkishOptionsFilter} />
    </Suspense>
  );
}
