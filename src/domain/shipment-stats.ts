// The figures of the shipment statistics (issue 18), computed by the mock server and explained on
// the admin screen: one definition of "average price" and "tender discount" for both.
import { vehicleTypeLabels } from './params';
import { SHIPMENT_STATUS_CODES, shipmentStatusLabels } from './shipment-status';

/** A completed tender: the listed total the customer saw and the winning offer it went for. */
export interface CompletedTender {
  listedTotal: number;
  winningOffer: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** The mean of `values` to the kuruş; null for none. */
export function averageMoney(values: readonly number[]): number | null {
  return averageOfSum(
    values.reduce((sum, x) => sum + x, 0),
    values.length,
  );
}

/** The mean to the kuruş of `count` amounts adding up to `sum`; null for none (a server summing in SQL). */
export function averageOfSum(sum: number, count: number): number | null {
  return count === 0 ? null : round2(sum / count);
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
  return tenderDiscountOfSums({
    count: rows.length,
    rateSum: rows.reduce((sum, t) => sum + (t.listedTotal - t.winningOffer) / t.listedTotal, 0),
    savedSum: rows.reduce((sum, t) => sum + (t.listedTotal - t.winningOffer), 0),
  });
}

/**
 * tenderDiscount from sums over the completed tenders with a listed total above 0 (a server summing
 * in SQL): how many, the sum of their discount rates, the sum saved in TRY.
 */
export function tenderDiscountOfSums(sums: { count: number; rateSum: number; savedSum: number }): {
  count: number;
  averageRate: number | null;
  averageAmount: number | null;
} {
  if (sums.count === 0) return { count: 0, averageRate: null, averageAmount: null };
  return {
    count: sums.count,
    averageRate: round4(sums.rateSum / sums.count),
    averageAmount: averageOfSum(sums.savedSum, sums.count),
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

/** The counts and sums the shipment statistics are made of (each server counts them its own way). */
export interface ShipmentCounts {
  total: number;
  /** Sum of the completed shipments' prices (TRY). */
  revenue: number;
  completedCount: number;
  byStatus: ReadonlyMap<number, number>;
  byVehicleType: ReadonlyMap<number, number>;
  /** Shipments per Istanbul day, over `days`. */
  byDay: ReadonlyMap<string, number>;
  /** Per start city: its code, the name the first of its shipments carries, how many. */
  byCity: readonly { code: number; name: string; count: number }[];
  tenders: { count: number; rateSum: number; savedSum: number };
}

/** The statistics' figures in the contract's order: cities by count, then name (Turkish order). */
export function shipmentStatsFigures<S, V>(
  counts: ShipmentCounts,
  days: readonly string[],
  labels: { statuses: readonly { code: S; name: string }[]; vehicles: readonly { code: V; name: string }[] },
) {
  const round2 = (n: number) => Math.round(n * 100) / 100;
  return {
    total: counts.total,
    totalRevenue: round2(counts.revenue),
    byStatus: labels.statuses.map((s) => ({ ...s, count: counts.byStatus.get(Number(s.code)) ?? 0 })),
    byVehicleType: labels.vehicles.map((v) => ({
      ...v,
      count: counts.byVehicleType.get(Number(v.code)) ?? 0,
    })),
    byDay: days.map((day) => ({ day, count: counts.byDay.get(day) ?? 0 })),
    byCity: [...counts.byCity].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'tr')),
    completedCount: counts.completedCount,
    averagePrice: averageOfSum(counts.revenue, counts.completedCount),
    tenderDiscount: tenderDiscountOfSums(counts.tenders),
  };
}

/** The labels of the statistics' status and vehicle counts, in the contract's order. */
export const shipmentStatsLabels = {
  statuses: SHIPMENT_STATUS_CODES.map((code) => ({ code, name: shipmentStatusLabels[code] })),
  vehicles: ([1, 2] as const).map((code) => ({ code, name: vehicleTypeLabels[code] })),
};
