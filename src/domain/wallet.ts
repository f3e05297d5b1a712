// Wallet (CARIHESAP account) movements and the day's accounting: the one source for the admin
// forms (src/features/admin/wallet) and the mock server (mocks/handlers/admin-accounts.ts).
// SPEC 3: relation types 1 balance top-up, 2 balance refund; the account product code CARIHESAP.
import * as v from 'valibot';
import { fromKurus, idSchema, moneySchema, textSchema, toKurus } from './limits';
import { roundMoney } from './pricing';
import { isDayString, RELATION_TYPE_CODES, RelationType, type RelationTypeCode } from './url-values';

/** The wallet product (SPEC 1, 3). */
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
// the commission. The rate is ours (SPEC names no commission): docs/decisions.md, issue 18.

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
 * change: accounting runs only for such a day (issue 27; docs/decisions.md).
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
