// Wallet (CARIHESAP account) movements and the day's accounting: the one source for the admin
// forms (src/features/admin/wallet) and the mock server (mocks/handlers/admin-accounts.ts).
// docs/data-model.md: relation types 1 balance top-up, 2 balance refund; the account product code CARIHESAP.
import * as v from 'valibot';
import type { components } from '@/api/schema';
import { failValidation } from './api-errors';
import { fromKurus, idSchema, moneySchema, sumMoney, textSchema, toKurus } from './limits';
import { roundMoney } from './pricing';
import { ShipmentStatus } from './shipment-status';
import { istanbulDayOf } from './shipment-stats';
import { isDayString, RELATION_TYPE_CODES, RelationType, type RelationTypeCode } from './url-values';
import type { ValidationError } from './validators';

/** The wallet product (docs/screens-and-routes.md, docs/data-model.md). */
export const WALLET_PRODUCT_CODE = 'CARIHESAP';

export const relationTypeLabels: Record<RelationTypeCode, string> = {
  1: 'Bakiye Yükleme',
  2: 'Bakiye İadesi',
};

/** The text a movement gets when staff leave the description empty. */
export const defaultMovementDescription: Record<RelationTypeCode, string> = {
  1: 'Bakiye yükleme',
  2: 'Bakiye iade',
};

/**
 * What staff send to record a movement (`POST /admin/account-movements`): the account, the type,
 * an amount above 0 with at most two decimals up to MONEY_MAX, and an optional description.
 */
export const movementInputSchema = v.object({
  accountId: idSchema('ACCOUNT_REQUIRED'),
  relationType: v.picklist(RELATION_TYPE_CODES, 'RELATION_TYPE_REQUIRED'),
  amount: v.pipe(moneySchema('AMOUNT_REQUIRED'), v.gtValue(0, 'AMOUNT_NOT_POSITIVE')),
  description: v.nullish(textSchema('description')),
});
export type MovementInput = v.InferOutput<typeof movementInputSchema>;

/**
 * The balance after a movement, or null when a refund would take it below zero (the server
 * answers 409 INSUFFICIENT_BALANCE and changes nothing).
 */
export function balanceAfter(balance: number, relationType: RelationTypeCode, amount: number): number | null {
  const after = roundMoney(relationType === RelationType.TopUp ? balance + amount : balance - amount);
  return after < 0 ? null : after;
}

// ---------------------------------------------------------------------------------------------
// Accounting ("Muhasebe Yap"): a day's completed shipments, split into the courier's earning and
// the commission. The rate is ours (the product rules name no commission): docs/decisions/0028-accounts-wallet-and-accounting-issue-18.md, issue 18.

/**
 * Whether a shipment in `status` is accounted: completed (40), delivered or returned, on the day
 * of its completion (Europe/Istanbul). A cancelled one never is.
 */
export function isAccountedStatus(status: number): boolean {
  return status === ShipmentStatus.Completed;
}

/** Share of a completed shipment's price kept as commission. */
export const ACCOUNTING_COMMISSION_RATE = 0.15;

/** The commission and the courier's earning of one shipment's price (they add up to it exactly). */
export function commissionSplit(amount: number, rate = ACCOUNTING_COMMISSION_RATE) {
  const commission = roundMoney(amount * rate);
  return { commission, earning: roundMoney(amount - commission) };
}

/** A day after `today` (both `YYYY-MM-DD`, Europe/Istanbul): accounting and previews refuse it. */
export function isFutureDay(day: string, today: string): boolean {
  return day > today;
}

/**
 * Whether a day (`YYYY-MM-DD`, Europe/Istanbul) is over, so its completed shipments can no longer
 * change: accounting runs only for such a day (issue 27; docs/decisions/0033-issue-27-money-kurus-closed-days-cash-handovers.md).
 */
export function isClosedDay(day: string, today: string): boolean {
  return day < today;
}

/** The last closed day: the day before `today` (the default of an accounting run). */
export function lastClosedDay(today: string): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** What staff send to run the accounting: the day (default the last closed day); no body is allowed. */
export const accountingInputSchema = v.nullish(
  v.object({
    date: v.nullish(v.pipe(textSchema('date'), v.check(isDayString, 'FIELD_INVALID'))),
  }),
);

/** The longest reconciliation range, in days (both ends included). */
export const RECONCILIATION_MAX_DAYS = 366;

// ---------------------------------------------------------------------------------------------
// Cash at the door (issue 27). One definition everywhere: the cash of a completed pay-at-door
// shipment is what its courier recorded at the door; its price is what it should have brought.
// A courier hands the cash over to staff; a handover settles every open shipment of the courier
// completed up to its day, and a difference from what was expected is recorded with a note.

/**
 * What staff send to record a courier's cash handover (`POST /admin/cash-handovers`): the courier,
 * the amount counted (0 allowed: nothing handed over, the difference recorded), the day (default
 * today) and a note, required when the amount differs from what was expected.
 */
export const handoverInputSchema = v.object({
  courierId: idSchema('COURIER_REQUIRED'),
  amount: moneySchema('AMOUNT_REQUIRED'),
  date: v.nullish(v.pipe(textSchema('date'), v.check(isDayString, 'FIELD_INVALID'))),
  note: v.nullish(textSchema('reason')),
});
export type HandoverInput = v.InferOutput<typeof handoverInputSchema>;

/** Handed over minus expected, exact to the kuruş (negative: short). */
export function handoverDifference(amount: number, expected: number): number {
  return fromKurus(toKurus(amount) - toKurus(expected));
}

/** Whether a handover needs a note: its amount differs from what was expected. */
export function handoverNeedsNote(amount: number, expected: number): boolean {
  return toKurus(amount) !== toKurus(expected);
}

// ---------------------------------------------------------------------------------------------
// The admin's days and figures (GET/POST /admin/accounting…, GET /admin/reconciliation), as a
// server checks and adds them up (mocks/handlers/admin-accounts.ts).

/** A day asked for (query or body): required, a real `YYYY-MM-DD`, not after `today`. */
export function pastDayCode(
  value: string | null | undefined,
  today: string,
): 'FIELD_REQUIRED' | 'FIELD_INVALID' | 'DATE_IN_FUTURE' | null {
  if (value === null || value === undefined || value === '') return 'FIELD_REQUIRED';
  if (!isDayString(value)) return 'FIELD_INVALID';
  if (isFutureDay(value, today)) return 'DATE_IN_FUTURE';
  return null;
}

/**
 * A day asked for (query or body), checked against `today` (Europe/Istanbul): the day, or 400 on
 * `field` (pastDayCode). Empty with a `fallback`: the fallback's day.
 */
export function pastDay(
  value: string | null | undefined,
  field: string,
  today: string,
  fallback?: (today: string) => string,
): string {
  if ((value === null || value === undefined || value === '') && fallback) return fallback(today);
  const code = pastDayCode(value, today);
  if (code || !value) return failValidation([{ field, code: code ?? 'FIELD_REQUIRED' }]);
  return value;
}

/** The days of a reconciliation's query: `date`, or `from` and `to` (both included, at most a year). */
export function reconciliationDays(query: URLSearchParams, today: string): { from: string; to: string } {
  const date = query.get('date');
  if (date && !query.get('from') && !query.get('to')) {
    const day = pastDay(date, 'date', today);
    return { from: day, to: day };
  }
  const from = query.get('from');
  const to = query.get('to');
  const errors = reconciliationRangeErrors(from, to);
  if (errors.length > 0 || !from || !to) return failValidation(errors);
  return { from, to };
}

/** A reconciliation's `from` and `to`: both real days, in order, at most RECONCILIATION_MAX_DAYS. */
export function reconciliationRangeErrors(
  from: string | null | undefined,
  to: string | null | undefined,
): ValidationError[] {
  const errors: ValidationError[] = [];
  if (!from) errors.push({ field: 'from', code: 'FIELD_REQUIRED' });
  else if (!isDayString(from)) errors.push({ field: 'from', code: 'FIELD_INVALID' });
  if (!to) errors.push({ field: 'to', code: 'FIELD_REQUIRED' });
  else if (!isDayString(to)) errors.push({ field: 'to', code: 'FIELD_INVALID' });
  if (errors.length > 0 || !from || !to) return errors;
  if (from > to) return [{ field: 'from', code: 'DATE_RANGE_INVALID' }];
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  if (days > RECONCILIATION_MAX_DAYS) return [{ field: 'to', code: 'DATE_RANGE_TOO_LONG' }];
  return [];
}

/** One completed shipment of a day, as the accounting reads it. */
export interface AccountedShipment {
  shipmentId: number;
  courierId: number;
  courierName: string;
  /** What the customer paid (the accepted tender price or the listed total). */
  amount: number;
}

/** One courier's line of a day's accounting: the contract's type, so the two cannot drift. */
export type CourierAccountingLine = components['schemas']['AccountingCourierLine'];

/**
 * The figures of a day's accounting: per courier, each shipment split into commission and earning
 * (at `rate`: a stored run's figures are those of the rate it was run with).
 */
export function accountingFigures(
  date: string,
  shipments: readonly AccountedShipment[],
  rate = ACCOUNTING_COMMISSION_RATE,
) {
  const byCourier = new Map<number, CourierAccountingLine>();
  for (const s of shipments) {
    const { commission, earning } = commissionSplit(s.amount, rate);
    const line = byCourier.get(s.courierId) ?? {
      courierId: s.courierId,
      courierName: s.courierName,
      shipmentCount: 0,
      totalAmount: 0,
      commission: 0,
      earning: 0,
    };
    line.shipmentCount += 1;
    line.totalAmount = sumMoney([line.totalAmount, s.amount]);
    line.commission = sumMoney([line.commission, commission]);
    line.earning = sumMoney([line.earning, earning]);
    byCourier.set(s.courierId, line);
  }
  const couriers = [...byCourier.values()].sort((a, b) => a.courierName.localeCompare(b.courierName, 'tr'));
  const sum = (pick: (l: CourierAccountingLine) => number) => sumMoney(couriers.map(pick));
  return {
    date,
    shipmentIds: shipments.map((s) => s.shipmentId),
    processedShipments: shipments.length,
    totalAmount: sum((l) => l.totalAmount),
    commissionRate: rate,
    commissionTotal: sum((l) => l.commission),
    courierEarningsTotal: sum((l) => l.earning),
    couriers,
  };
}

/** Cash expected and collected over some shipments, and the difference (negative: short). */
export function cashTotals(lines: readonly { expected: number; collected: number }[]) {
  const expected = sumMoney(lines.map((l) => l.expected));
  const collected = sumMoney(lines.map((l) => l.collected));
  return { expected, collected, difference: sumMoney([collected, -expected]) };
}

/** Payment type 1: the customer pays the courier at the door (2: bank transfer, no cash). */
export const PAY_AT_DOOR = 1;

/** Whether a shipment brings cash to hand over: completed (40) and paid at the door. */
export function bringsDoorCash(s: { shipmentStatus: number; paymentType: number }): boolean {
  return isAccountedStatus(s.shipmentStatus) && s.paymentType === PAY_AT_DOOR;
}

/** One completed pay-at-door shipment's cash, and the handover that settled it (null: still open). */
export interface DoorCashLine {
  shipmentId: number;
  courierId: number | null;
  completedAt: number;
  /** The day of its completion, `YYYY-MM-DD` (Europe/Istanbul). */
  day: string;
  expected: number;
  collected: number;
  handoverId: number | null;
}

/** A cash line no handover settled yet (a shipment without a courier has nobody to hand it over). */
export function isOpenCashLine(line: DoorCashLine): boolean {
  return line.handoverId === null && line.courierId !== null;
}

/**
 * The open cash a courier's handover on `day` settles: every open line of theirs completed up to
 * that day (oldest first, as given).
 */
export function linesSettledByHandover(
  lines: readonly DoorCashLine[],
  courierId: number,
  day: string,
): DoorCashLine[] {
  return lines.filter((l) => l.courierId === courierId && isOpenCashLine(l) && l.day <= day);
}

/**
 * The open cash of some lines (oldest completion first): how many, what they should bring, what
 * was recorded, and the day of the oldest.
 */
export function openCashOf(lines: readonly DoorCashLine[]): components['schemas']['OpenCash'] {
  const open = lines.filter(isOpenCashLine);
  return {
    shipmentCount: open.length,
    expected: sumMoney(open.map((l) => l.expected)),
    collected: sumMoney(open.map((l) => l.collected)),
    oldestDay: open[0]?.day ?? null,
  };
}

/**
 * What a cash line is made of, as each server reads it from its store: a completed pay-at-door
 * shipment's courier, its completion (its last move to 40), its price (the accepted tender price,
 * else the listed total), the cash recorded at the door, whether the payment step (5) was taken,
 * and the handover that settled it.
 */
export interface DoorCashFacts {
  shipmentId: number;
  courierId: number | null;
  completedAt: number;
  price: number;
  collectedAmount: number | null | undefined;
  paymentStepTaken: boolean;
  handoverId: number | null;
}

/**
 * One cash line: the cash it brought is what the courier recorded at the door, else the price when
 * the payment step was taken, else nothing.
 */
export function doorCashLine(f: DoorCashFacts): DoorCashLine {
  const collected =
    f.collectedAmount !== undefined && f.collectedAmount !== null
      ? f.collectedAmount
      : f.paymentStepTaken
        ? f.price
        : 0;
  return {
    shipmentId: f.shipmentId,
    courierId: f.courierId,
    completedAt: f.completedAt,
    day: istanbulDayOf(f.completedAt),
    expected: f.price,
    collected,
    handoverId: f.handoverId,
  };
}

/** Oldest completion first, then by shipment id: the order of every cash list. */
export function byCompletion(a: DoorCashLine, b: DoorCashLine): number {
  return a.completedAt - b.completedAt || a.shipmentId - b.shipmentId;
}

export type CashHandoverWire = components['schemas']['CashHandover'];

/** A handover as stored (money in lira), and the names the wire shows. */
export interface CashHandoverFacts {
  handoverId: number;
  courierId: number;
  courierName: string;
  date: string;
  amount: number;
  expected: number;
  collected: number;
  note: string | null;
  staffName: string;
  shipmentIds: number[];
  createdAt: number;
}

/** A handover on the wire (openapi.yaml CashHandover): the difference is amount − expected. */
export function cashHandoverWire(h: CashHandoverFacts): CashHandoverWire {
  return {
    handoverId: h.handoverId,
    courierId: h.courierId,
    courierName: h.courierName,
    date: h.date,
    amount: h.amount,
    expected: h.expected,
    collected: h.collected,
    difference: handoverDifference(h.amount, h.expected),
    note: h.note,
    staffName: h.staffName,
    shipmentIds: h.shipmentIds,
    createdAt: new Date(h.createdAt).toISOString(),
  };
}

/**
 * Mutabakat (GET /admin/reconciliation) from the cash lines: `every` line (oldest completion first),
 * the days [from, to] asked for, the couriers' names and the handovers that settled lines of those
 * days. Per courier: the lines of the days, their totals, the courier's open cash whatever the days
 * (what a handover today settles) and those handovers (by id); couriers by name (Turkish order).
 */
export function reconciliationOf(
  every: readonly DoorCashLine[],
  from: string,
  to: string,
  courierName: (courierId: number) => string,
  handovers: readonly CashHandoverWire[],
): components['schemas']['Reconciliation'] {
  const all = every.filter((l) => l.day >= from && l.day <= to);
  const byCourier = new Map<number, components['schemas']['Reconciliation']['couriers'][number]>();
  for (const courierId of new Set(all.map((l) => l.courierId))) {
    if (courierId === null) continue;
    const mine = all.filter((l) => l.courierId === courierId);
    const ids = new Set(mine.map((l) => l.handoverId));
    byCourier.set(courierId, {
      courierId,
      courierName: courierName(courierId),
      shipmentCount: mine.length,
      ...cashTotals(mine),
      open: openCashOf(every.filter((l) => l.courierId === courierId)),
      handovers: handovers.filter((h) => ids.has(h.handoverId)).sort((a, b) => a.handoverId - b.handoverId),
    });
  }
  const totals = cashTotals(all);
  return {
    date: from,
    from,
    to,
    shipmentCount: all.length,
    expectedTotal: totals.expected,
    collectedTotal: totals.collected,
    difference: totals.difference,
    open: openCashOf(every),
    couriers: [...byCourier.values()].sort((a, b) => a.courierName.localeCompare(b.courierName, 'tr')),
    lines: all.map((l) => ({
      shipmentId: l.shipmentId,
      courierId: l.courierId,
      completedAt: new Date(l.completedAt).toISOString(),
      expected: l.expected,
      collected: l.collected,
      handoverId: l.handoverId,
    })),
  };
}

/** The money answers' wire shapes (openapi.yaml), for the servers. */
export type AccountWire = components['schemas']['Account'];
export type AccountMovementWire = components['schemas']['AccountMovement'];
export type AccountingRunWire = components['schemas']['AccountingRun'];
