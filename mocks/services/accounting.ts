// Admin accounting in the emulated server: accounts and movements as the wire shows them, the
// days asked for, a day's figures and the reconciliation's days. The rules and the arithmetic are
// src/domain/wallet.ts.
import type { components } from '@/api/schema';
import {
  accountingFigures,
  isAccountedStatus,
  pastDay as pastDayOf,
  reconciliationDays as reconciliationDaysOf,
} from '@/domain/wallet';
import { iso, now } from '../clock';
import { db, type ShipmentRecord } from '../db';
import { completedAt, priceOf } from './cash';
import { istanbulDay } from './listing';
import { findUser, fullName } from './users';

type Schemas = components['schemas'];
type AccountingRunRecord = ReturnType<typeof db.accountingRuns.all>[number];

export const userName = (userId: number | null | undefined) => {
  const user = userId === null || userId === undefined ? undefined : findUser(userId);
  return user ? fullName(user) : '';
};

/** "2026-11-24" → "24.11.2026" (the Turkish way, in the texts staff read). */
export const dayLabel = (day: string) => day.split('-').reverse().join('.');

export function account(a: ReturnType<typeof db.accounts.all>[number]): Schemas['Account'] {
  return {
    accountId: a.accountId,
    userId: a.userId,
    userName: userName(a.userId),
    productCode: a.productCode,
    balance: a.balance,
    currency: 'TRY',
    createdAt: iso(a.createdAt),
  };
}

export function movement(m: ReturnType<typeof db.accountMovements.all>[number]): Schemas['AccountMovement'] {
  return { ...m, userName: userName(m.userId), createdAt: iso(m.createdAt) };
}

/** Accounted (completed) shipments whose completion falls on the days [from, to] (Europe/Istanbul). */
function completedBetween(from: string, to: string): ShipmentRecord[] {
  return db.shipments
    .all()
    .filter((s) => isAccountedStatus(s.shipmentStatus))
    .filter((s) => {
      const day = istanbulDay(completedAt(s));
      return day >= from && day <= to;
    })
    .sort((a, b) => completedAt(a) - completedAt(b) || a.shipmentId - b.shipmentId);
}

/** A day from a query or a body: required, a real day, not after today (400 on the field). */
export const pastDay = (
  value: string | null | undefined,
  field: string,
  fallback?: (today: string) => string,
): string => pastDayOf(value, field, istanbulDay(now()), fallback);

/** The figures of a day's accounting (src/domain/wallet.ts accountingFigures) from the store. */
export function accountingOf(date: string) {
  const shipments = completedBetween(date, date).flatMap((s) =>
    s.courierId === null
      ? []
      : [
          {
            shipmentId: s.shipmentId,
            courierId: s.courierId,
            courierName: userName(s.courierId),
            amount: priceOf(s),
          },
        ],
  );
  return accountingFigures(date, shipments);
}

export function run(r: AccountingRunRecord): Schemas['AccountingRun'] {
  return {
    runId: r.runId,
    date: r.date,
    processedShipments: r.processedShipments,
    totalAmount: r.totalAmount,
    commissionRate: r.commissionRate,
    commissionTotal: r.commissionTotal,
    courierEarningsTotal: r.courierEarningsTotal,
    couriers: r.couriers,
    createdAt: iso(r.createdAt),
  };
}

export const runOf = (date: string) => db.accountingRuns.findFirst((q) => q.where({ date }));

/** The days of a reconciliation: `date`, or `from` and `to` (both included, at most a year). */
export const reconciliationDays = (query: URLSearchParams) => reconciliationDaysOf(query, istanbulDay(now()));
