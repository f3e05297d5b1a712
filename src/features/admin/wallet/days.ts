// Days as `YYYY-MM-DD` strings, without dayjs: safe for route files (they are in the first load).

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
