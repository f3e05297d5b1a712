// The date range of the admin shipment screens: @mantine/dates in Turkish (only in admin chunks).
import { useState } from 'react';
import { DatePickerInput, DatesProvider, type DatesRangeValue } from '@mantine/dates';
import 'dayjs/locale/tr';
import '@mantine/dates/styles.css';
import { adminShipmentMessages as m } from './messages';

export interface DateRangeFilterProps {
  /** Istanbul days, yyyy-mm-dd; either end may be open. */
  from: string | undefined;
  to: string | undefined;
  onChange: (range: { from: string | undefined; to: string | undefined }) => void;
  label?: string;
}

/** A range of days ("01.11.2026 – 25.11.2026"), cleared with its × button; a half range waits. */
export function DateRangeFilter({ from, to, onChange, label = m.dateFilter }: DateRangeFilterProps) {
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
        placeholder={m.datePlaceholder}
        valueFormat="DD.MM.YYYY"
        clearable
        clearButtonProps={{ 'aria-label': 'Tarihi temizle' }}
        previousLabel="Önceki ay"
        nextLabel="Sonraki ay"
        allowSingleDateInRange
        // Mantine draws this placeholder as text (not ::placeholder): dark enough for 4.5:1.
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        value={value}
        onChange={(next) => {
          setValue(next);
          const [start, end] = next;
          // Only a whole range (or none) goes to the URL: the first click alone filters nothing yet.
          if (start && !end) return;
          onChange({ from: start ?? undefined, to: end ?? undefined });
        }}
      />
    </DatesProvider>
  );
}
