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

// The plain day helpers live in days.ts: route files import them for their search defaults, and a
// route file is in the first load, so it must not bring dayjs or these styles with it.
