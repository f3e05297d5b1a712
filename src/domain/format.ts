/**
 * Turkish formatting for what the user reads (docs/screens-and-routes.md: Turkish day/month/year with hour
 * and minute, lira in Turkish formatting). Pure: no React, no app imports.
 */

export const TIME_ZONE = 'Europe/Istanbul';

/**
 * A value made on first use, then kept. For Intl's formatters and collators: making one reads the
 * locale's (and the time zone's) data, a few milliseconds each, 20–60 ms for a module's handful at
 * 4× CPU; made as their modules load, they were the largest part of the app's start (issue 19).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const moneyNumber = onFirstUse(
  () => new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

const wholeNumber = onFirstUse(() => new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 }));

/** `10000` → `"10.000"`: counts, with Turkish grouping. */
export function formatNumber(value: number): string {
  return wholeNumber().format(value);
}

/**
 * `1234.5` → `"1.234,50 ₺"`. Intl's tr-TR currency format puts the sign first ("₺1.234,50");
 * the spec and Turkish price tags write it after the amount, so the symbol is added here.
 */
export function formatMoney(amount: number): string {
  return `${moneyNumber().format(amount)} ₺`;
}

const dateTimeParts = onFirstUse(
  () =>
    new Intl.DateTimeFormat('tr-TR', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

function toDate(value: string | number | Date): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function partsOf(date: Date): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of dateTimeParts().formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

/** An ISO instant → `"dd.MM.yyyy HH:mm"` in Istanbul time; an empty string for an invalid date. */
export function formatDateTime(value: string | number | Date): string {
  const date = toDate(value);
  if (!date) return '';
  const p = partsOf(date);
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
}

/** An ISO instant → `"dd.MM.yyyy"` in Istanbul time. */
export function formatDate(value: string | number | Date): string {
  const date = toDate(value);
  if (!date) return '';
  const p = partsOf(date);
  return `${p.day}.${p.month}.${p.year}`;
}

/** An ISO instant → `"HH:mm"` in Istanbul time. */
export function formatTime(value: string | number | Date): string {
  const date = toDate(value);
  if (!date) return '';
  const p = partsOf(date);
  return `${p.hour}:${p.minute}`;
}

const kmNumber = onFirstUse(() => new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 }));

/** `12.345` → `"12,3 km"`; distances are shown to one decimal at most. */
export function formatKm(km: number): string {
  return `${kmNumber().format(km)} km`;
}

/** `"05321112233"` → `"0532 111 22 33"`; anything that is not an 11-digit 0-prefixed number is returned as given. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const match = /^(0\d{3})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  return match ? `${match[1]} ${match[2]} ${match[3]} ${match[4]}` : phone;
}
