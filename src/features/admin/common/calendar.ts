// What every admin day picker shares: Turkish names for its buttons and readable days.
import classes from './calendar.module.css';

/** The calendar's header buttons by name (Mantine leaves them unnamed unless told). */
const calendarAriaLabels = {
  previousMonth: 'Önceki ay',
  nextMonth: 'Sonraki ay',
  previousYear: 'Önceki yıl',
  nextYear: 'Sonraki yıl',
  previousDecade: 'Önceki on yıl',
  nextDecade: 'Sonraki on yıl',
  monthLevelControl: 'Ay seç',
  yearLevelControl: 'Yıl seç',
} as const;

/** Spread on a DatePickerInput: named buttons, days at 4.5:1. */
export const calendarProps = {
  ariaLabels: calendarAriaLabels,
  classNames: { day: classes.day },
} as const;
