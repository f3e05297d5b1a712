// The columns the wallet's day and range tables (accounting, reconciliation) are made of.
import { formatMoney } from '@/domain/format';
import type { DataTableColumn } from '@/ui/data-table';
import classes from './wallet.module.css';

interface ColumnOptions {
  /** false: shown only on screen, left out of the CSV. */
  csv?: boolean;
}

/** An amount in Turkish money, in tabular figures that never break. */
const money = (value: number) => <span className={classes.money}>{formatMoney(value)}</span>;

/** The row's name (a courier): its header, and the card's heading on phones. */
export function nameColumn<T>(key: string, title: string, value: (row: T) => string): DataTableColumn<T> {
  return { key, title, primary: true, render: value, csv: value };
}

/** A count, right-aligned; in the CSV the number. */
export function countColumn<T>(
  key: string,
  title: string,
  value: (row: T) => number,
  { csv = true }: ColumnOptions = {},
): DataTableColumn<T> {
  return { key, title, textAlign: 'right', render: value, csv: csv ? value : undefined };
}

/** An amount, right-aligned in Turkish money; in the CSV the plain number a spreadsheet adds up. */
export function moneyColumn<T>(
  key: string,
  title: string,
  value: (row: T) => number,
  { csv = true }: ColumnOptions = {},
): DataTableColumn<T> {
  return { key, title, textAlign: 'right', render: (row) => money(value(row)), csv: csv ? value : undefined };
}

/** A table that is not paged (a day's or a range's couriers): all its rows as one page. */
export const onePage = <T,>(items: T[]) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: Math.max(items.length, 1),
});
