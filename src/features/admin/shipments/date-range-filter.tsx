// The date range of the admin screens (shipments, wallet movements, reconciliation): @mantine/dates
// in Turkish (only in admin chunks).
import { useState } from 'react';
import { DatePickerInput, DatesProvider, type DatesRangeValue } from '@mantine/dates';
import 'dayjs/locale/tr';
import '@mantine/dates/styles.css';
import { calendarProps } from '../common/calendar';
import { adminShipmentMessages as m } from './messages';

export interface DateRangeFilterProps {
  /** Istanbul days, yyyy-mm-dd; either end may be open. */
  from: string | undefined;
  to: string | undefined;
  onChange: (range: { from: string | undefined; to: string | undefined }) => void;
  label?: string;
  description?: string;
  /** The last day that can be picked (yyyy-mm-dd). */
  maxDate?: string;
  /** False where a range is required (Mutabakat): no × and no empty range. */
  clearable?: boolean;
}

/**
 * A range of days ("01.11.2026 – 25.11.2026"), cleared with its × button; a half range waits.
 * The picked days are the field's own until the range is whole: a picker bound to the URL alone
 * threw the first click away (the URL keeps the old range until both ends are there).
 */
export function DateRangeFilter({
  from,
  to,
  onChange,
  label = m.dateFilter,
  description,
  maxDate,
  clearable = true,
}: DateRangeFilterProps) {
  const [value, setValue] = useState<DatesRangeValue<string>>([from ?? null, to ?? null]);
  // Back, a link or "Süzgeci Temizle" changed the URL: show its range (adjusted while rendering).
  const [shown, setShown] = useState(`${from}..${to}`);
  if (shown !== `${from}..${to}`) {
    setShown(`${from}..${to}`);
    setValue([from ?? null, to ?? null]);
  }
  return (
    <DatesProvider settings={{ locale: 'tr', firstDayOfWeek: 1, consistentWeeks: true }}>
      <DatePickerInput
        type="range"
        label={label}
        description={description}
        placeholder={m.datePlaceholder}
        valueFormat="DD.MM.YYYY"
        maxDate={maxDate}
        clearable={clearable}
        clearButtonProps={{ 'aria-label': 'Tarihi temizle' }}
        {...calendarProps}
        allowSingleDateInRange
        // Mantine draws this placeholder as text (not ::placeholder): dark enough for 4.5:1.
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        value={value}
        onChange={(next) => {
          setValue(next);
          const [start, end] = next;
          // Only a whole range (or none) goes to the URL: the first click alone filters nothing yet.
          if (start && !end) return;
          if (!start && !clearable) return;
          onChange({ from: start ?? undefined, to: end ?? undefined });
        }}
      />
    </DatesProvider>
  );
}
