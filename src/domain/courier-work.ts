// The courier's home (İşlerim, issue 16): which tab a job sits in, the summary of earnings,
// the in-app tender notices and the route link. Pure, shared by the screen and its tests.
import { ShipmentStatus } from './shipment-status';

export interface JobLike {
  shipmentId: number;
  shipmentStatus: number;
  paymentType: number;
  totalPrice: number;
  acceptedTotalPrice?: number | null;
  courierId: number | null;
  returned?: boolean;
  startAddress: { cityId: number };
}

/** An open job is a running tender (status 2); anything else in the open list waits for a courier. */
export function openJobTab(job: Pick<JobLike, 'shipmentStatus'>): 'acik-ihaleler' | 'bekleyen' {
  return job.shipmentStatus === ShipmentStatus.InPriceQuote ? 'acik-ihaleler' : 'bekleyen';
}

/** Jobs picked up in the courier's city, or all of them when `cityId` is null ("Tüm iller"). */
export function inCity<T extends Pick<JobLike, 'startAddress'>>(
  jobs: readonly T[],
  cityId: number | null,
): T[] {
  return cityId === null ? [...jobs] : jobs.filter((j) => j.startAddress.cityId === cityId);
}

/** What the courier earns for a job: the tender's accepted price, else the listed total. */
export function jobEarning(job: Pick<JobLike, 'totalPrice' | 'acceptedTotalPrice'>): number {
  return job.acceptedTotalPrice ?? job.totalPrice;
}

export interface CourierSummary {
  completed: number;
  earnings: number;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * The summary over the courier's jobs (active and past): completed jobs (40, a return included:
 * the courier carried it there and back) and what they earned. The cash at the door is not
 * counted here: it has one definition, the server's (what the courier recorded on completed
 * pay-at-door jobs not yet handed over, issue 27), shown beside it from GET /courier/cash-handovers.
 */
export function summarizeJobs(
  jobs: readonly Pick<JobLike, 'shipmentStatus' | 'totalPrice' | 'acceptedTotalPrice'>[],
): CourierSummary {
  let completed = 0;
  let earnings = 0;
  for (const job of jobs) {
    if (job.shipmentStatus === ShipmentStatus.Completed) {
      completed += 1;
      earnings += jobEarning(job);
    }
  }
  return { completed, earnings: round2(earnings) };
}

/** The courier's side of a running tender, as the open-work list carries it. */
export interface TenderInfoLike {
  offerCount: number;
  lowestOffer: number | null;
  ownOffer?: { priceQuoteOfferId: number; priceQuoteAmount: number } | null;
}

export interface OpenJobSnapshot {
  shipmentId: number;
  tenderInfo?: TenderInfoLike | null;
}

export type TenderNotice =
  | { kind: 'outbid'; shipmentId: number; lowest: number }
  | { kind: 'won'; shipmentId: number }
  | { kind: 'lost'; shipmentId: number };

/**
 * What changed for the courier between two polls of the open work and the assigned jobs:
 * - outbid: their active offer was the lowest and now another is lower;
 * - won: a tender they held an active offer in left the open list and the job is theirs;
 * - lost: it left the open list and is not theirs (another courier won, or it was cancelled).
 * Withdrawing or lowering one's own offer raises nothing.
 */
export function tenderNotices(
  before: readonly OpenJobSnapshot[],
  after: readonly OpenJobSnapshot[],
  assignedIds: ReadonlySet<number>,
): TenderNotice[] {
  const notices: TenderNotice[] = [];
  const now = new Map(after.map((j) => [j.shipmentId, j]));
  for (const prev of before) {
    const own = prev.tenderInfo?.ownOffer;
    if (!own) continue;
    const next = now.get(prev.shipmentId);
    if (!next) {
      notices.push({ kind: assignedIds.has(prev.shipmentId) ? 'won' : 'lost', shipmentId: prev.shipmentId });
      continue;
    }
    const wasLowest =
      prev.tenderInfo?.lowestOffer !== null && own.priceQuoteAmount <= (prev.tenderInfo?.lowestOffer ?? 0);
    const mine = next.tenderInfo?.ownOffer;
    const lowest = next.tenderInfo?.lowestOffer ?? null;
    if (wasLowest && mine && lowest !== null && lowest < mine.priceQuoteAmount)
      notices.push({ kind: 'outbid', shipmentId: prev.shipmentId, lowest });
  }
  return notices;
}

/** A maps page with directions to a point (docs/statuses-and-visibility.md route button); opens the phone's maps app. */
export function directionsUrl(lat: number, long: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${long}`;
}

export interface StopLike {
  deliveryItemId?: number;
  deliveredAt?: string | null;
}

/** Stops still to deliver (no delivery time yet). */
export function stopsLeft(stops: readonly StopLike[]): number {
  return stops.filter((s) => !s.deliveredAt).length;
}

/** The courier as the new-work rule reads them (account status 1 is active). */
export interface WorkingCourier {
  status: number;
  courier: { isOpenToWork: boolean; workingType: number } | null;
}

/**
 * Why a courier may not take new work (accept a job, bid, lower a bid), or null: an account not
 * active, "İşe Açığım" off (issue 28; jobs in hand carry on), or another vehicle class than the
 * shipment's (when one is given).
 */
export function newWorkRefusal(
  c: WorkingCourier,
  vehicleType?: number,
): 'COURIER_NOT_ACTIVE' | 'NOT_OPEN_TO_WORK' | 'VEHICLE_MISMATCH' | null {
  if (c.status !== 1 || !c.courier) return 'COURIER_NOT_ACTIVE';
  if (!c.courier.isOpenToWork) return 'NOT_OPEN_TO_WORK';
  if (vehicleType !== undefined && c.courier.workingType !== vehicleType) return 'VEHICLE_MISMATCH';
  return null;
}
