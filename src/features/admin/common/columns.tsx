import { Badge } from '@mantine/core';
import { formatDateTime, formatMoney, formatPhone } from '@/domain/format';
import { csvDigits } from '@/domain/csv';
import type { DataTableColumn } from '@/ui/data-table';
import classes from './admin-list-screen.module.css';

// The columns the admin lists repeat, each shown and exported the same way everywhere. `more`
// adds or overrides a column's options (width, sortable, primary, a richer render).
type More<T> = Partial<DataTableColumn<T>>;

/** A plain text column, shown and exported as the same text. */
export function textColumn<T>(
  key: string,
  title: string,
  text: (row: T) => string | number | undefined,
  more?: More<T>,
): DataTableColumn<T> {
  return { key, title, render: (row) => text(row) ?? '', csv: (row) => text(row) ?? '', ...more };
}

/** A date and time ("25.11.2026 14:30"), sortable; empty when the row has none. */
export function dateTimeColumn<T>(
  key: string,
  title: string,
  at: (row: T) => string | undefined,
  more?: More<T>,
): DataTableColumn<T> {
  const text = (row: T) => {
    const value = at(row);
    return value ? formatDateTime(value) : '';
  };
  return { key, title, sortable: true, render: text, csv: text, ...more };
}

/** An amount in TRY ("2.500,50"), right-aligned on one line; the CSV has the number. */
export function moneyColumn<T>(
  key: string,
  title: string,
  amount: (row: T) => number,
  more?: More<T>,
): DataTableColumn<T> {
  return {
    key,
    title,
    textAlign: 'right',
    render: (row) => <span className={classes.money}>{formatMoney(amount(row))}</span>,
    csv: amount,
    ...more,
  };
}

/** A phone number ("0532 123 45 67") on one line; the CSV keeps its digits as text (the leading 0). */
export function phoneColumn<T>(
  key: string,
  title: string,
  phone: (row: T) => string,
  more?: More<T>,
): DataTableColumn<T> {
  return {
    key,
    title,
    render: (row) => <span className={classes.nowrap}>{formatPhone(phone(row))}</span>,
    csv: (row) => csvDigits(phone(row)),
    ...more,
  };
}

/** The phone only in the CSV, where the screen shows it under the name. */
export function csvPhoneColumn<T>(key: string, title: string, phone: (row: T) => string): DataTableColumn<T> {
  return { key, title, render: () => null, csv: (row) => csvDigits(phone(row)), hidden: true };
}

/** A status as a light pill of its color; the CSV has its label. */
export function statusColumn<T>(
  key: string,
  title: string,
  status: (row: T) => { label: string; color: string },
  more?: More<T>,
): DataTableColumn<T> {
  return {
    key,
    title,
    sortable: true,
    render: (row) => {
      const { label, color } = status(row);
      return (
        <Badge color={color} variant="light">
          {label}
        </Badge>
      );
    },
    csv: (row) => status(row).label,
    ...more,
  };
}

/** "Aktif" or "Pasif" (the content screens' `isActive`), sortable. */
export function activeColumn<T>(
  title: string,
  isActive: (row: T) => boolean,
  labels: { active: string; passive: string },
): DataTableColumn<T> {
  return statusColumn(
    'isActive',
    title,
    (row) =>
      isActive(row) ? { label: labels.active, color: 'teal' } : { label: labels.passive, color: 'gray' },
    { width: 110 },
  );
}
