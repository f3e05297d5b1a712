// Turkish day pickers for the admin wallet screens: @mantine/dates with the dayjs Turkish locale.
// Imported only here (admin chunks), never from shared or customer code.
import type { ReactNode } from 'react';
import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/tr';
import '@mantine/dates/styles.css';

/** Days are `YYYY-MM-DD` strings (Mantine dates 8+), shown `gg.aa.yyyy`, weeks start on Monday. */
export const TR_DAY_FORMAT = 'DD.MM.YYYY';

export function TrDates({ children }: { children: ReactNode }) {
  return <DatesProvider settings={{ locale: 'tr', firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}

/** Today in Europe/Istanbul as `YYYY-MM-DD` (Turkey is UTC+3 all year). */
export function istanbulToday(nowMs = Date.now()): string {
  return new Date(nowMs + 3 * 3_600_000).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` → `gg.aa.yyyy`. */
export function dayLabel(day: string): string {
  return day.split('-').reverse().join('.');
}

/** A day `n` days before `day`. */
export function daysBefore(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
}
