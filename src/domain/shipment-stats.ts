// The figures of the shipment statistics (issue 18), computed by the mock server and explained on
// the admin screen: one definition of "average price" and "tender discount" for both.

/** A completed tender: the listed total the customer saw and the winning offer it went for. */
export interface CompletedTender {
  listedTotal: number;
  winningOffer: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** The mean of `values` to the kuruş; null for none. */
export function averageMoney(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return round2(values.reduce((sum, x) => sum + x, 0) / values.length);
}

/**
 * The tender discount: the average of (listed total − winning offer) / listed total over the
 * completed tenders (a fraction, 0.1234 is 12,34 %), and the average saved in TRY. A tender with a
 * listed total of 0 says nothing about a discount and is left out.
 */
export function tenderDiscount(tenders: readonly CompletedTender[]): {
  count: number;
  averageRate: number | null;
  averageAmount: number | null;
} {
  const rows = tenders.filter((t) => t.listedTotal > 0);
  if (rows.length === 0) return { count: 0, averageRate: null, averageAmount: null };
  const rate = rows.reduce((sum, t) => sum + (t.listedTotal - t.winningOffer) / t.listedTotal, 0);
  return {
    count: rows.length,
    averageRate: round4(rate / rows.length),
    averageAmount: averageMoney(rows.map((t) => t.listedTotal - t.winningOffer)),
  };
}

/** The longest range the statistics count by day (a year and a day, for a leap year). */
export const STATS_MAX_DAYS = 366;
/** Without a `from`, the days counted up to `to` (or today). */
export const STATS_DEFAULT_DAYS = 30;

const DAY_MS = 86_400_000;
/** Turkey is UTC+3 all year. */
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;

/** The Istanbul day (yyyy-mm-dd) of an instant. */
export function istanbulDayOf(ms: number): string {
  return new Date(ms + ISTANBUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** Every Istanbul day from the one holding `from` to the one holding the instant before `to`, oldest first. */
export function daysBetween(from: number, to: number): string[] {
  const days: string[] = [];
  const first = Date.parse(`${istanbulDayOf(from)}T00:00:00Z`);
  const last = Date.parse(`${istanbulDayOf(Math.max(from, to - 1))}T00:00:00Z`);
  for (let d = first; d <= last && days.length <= STATS_MAX_DAYS; d += DAY_MS) {
    days.push(new Date(d).toISOString().slice(0, 10));
  }
  return days;
}
