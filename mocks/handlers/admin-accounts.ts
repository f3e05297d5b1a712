// Admin: accounts and wallet movements, accounting, reconciliation.
import * as v from 'valibot';
import { idSchema, moneySchema, textSchema } from '@/domain/limits';
import type { components } from '@/api/schema';
import { roundMoney } from '@/domain/pricing';
import { iso, now } from '../clock';
import { db, nextId } from '../db';
import { fail, failValidation } from '../errors';
import { created, handle, ok } from '../handle';
import { http } from '../http';
import { dateRange, intParam, isDay, istanbulDay, matchesQ, paginate } from '../services/listing';
import { findUser, fullName } from '../services/users';

type Schemas = components['schemas'];
const admin = { roles: ['Admin'] } as const;

const movementIn = v.object({
  accountId: idSchema(),
  relationType: v.picklist([1, 2], 'FIELD_INVALID'),
  amount: v.pipe(moneySchema(), v.gtValue(0, 'FIELD_INVALID')),
  description: v.nullish(textSchema('description')),
});
const accountingIn = v.nullish(v.object({ date: v.nullish(textSchema('date')) }));

function account(a: ReturnType<typeof db.accounts.all>[number]): Schemas['Account'] {
  const user = findUser(a.userId);
  return {
    accountId: a.accountId,
    userId: a.userId,
    userName: user ? fullName(user) : '',
    productCode: a.productCode,
    balance: a.balance,
    currency: 'TRY',
    createdAt: iso(a.createdAt),
  };
}

function movement(m: ReturnType<typeof db.accountMovements.all>[number]): Schemas['AccountMovement'] {
  return { ...m, createdAt: iso(m.createdAt) };
}

/** Completed (40) shipments of a day: the payment-at-door amount of each. */
function completedOn(day: string) {
  return db.shipments
    .all()
    .filter((s) => s.shipmentStatus === 40)
    .map((s) => ({ s, at: s.history.findLast((h) => h.status === 40)?.at ?? s.updatedAt }))
    .filter(({ at }) => istanbulDay(at) === day)
    .map(({ s }) => ({ s, amount: s.acceptedTotalPrice ?? s.totalPrice }));
}

function dayParam(value: string | null | undefined, field: string): string {
  if (value === null || value === undefined || value === '') return istanbulDay(now());
  if (!isDay(value)) failValidation([{ field, code: 'FIELD_INVALID' }]);
  return value;
}

/** Allowed member package changes: paid (1→2), unpaid (1→4), expired (2→3). */

export const adminAccountHandlers = [
  http.get(
    '/admin/accounts',
    handle(admin, ({ query }) => {
      const productCode = query.get('productCode');
      const userId = intParam(query, 'userId');
      const rows = db.accounts
        .all()
        .filter(
          (a) =>
            (!productCode || a.productCode === productCode) && (userId === undefined || a.userId === userId),
        )
        .map(account)
        .filter((a) => matchesQ(query, a.userName, a.accountId, a.productCode))
        .sort((a, b) => a.accountId - b.accountId);
      return ok(paginate(rows, query, (a) => a));
    }),
  ),

  http.get(
    '/admin/account-movements',
    handle(admin, ({ query }) => {
      const accountId = intParam(query, 'accountId');
      const relationType = intParam(query, 'relationType');
      const { from, to } = dateRange(query);
      const rows = db.accountMovements
        .all()
        .filter(
          (m) =>
            (accountId === undefined || m.accountId === accountId) &&
            (relationType === undefined || m.relationType === relationType) &&
            m.createdAt >= from &&
            m.createdAt < to,
        )
        .filter((m) => {
          const user = findUser(m.userId);
          return matchesQ(query, m.description, user ? fullName(user) : '', m.accountId);
        })
        .sort((a, b) => b.createdAt - a.createdAt || b.movementId - a.movementId);
      return ok(paginate(rows, query, movement));
    }),
  ),

  http.post(
    '/admin/account-movements',
    handle({ ...admin, body: movementIn }, async ({ body }) => {
      const acc = db.accounts.findFirst((q) => q.where({ accountId: body.accountId }));
      if (!acc) fail('ACCOUNT_NOT_FOUND');
      const amount = roundMoney(body.amount);
      const balanceAfter = roundMoney(body.relationType === 1 ? acc.balance + amount : acc.balance - amount);
      if (balanceAfter < 0) fail('INSUFFICIENT_BALANCE');
      await db.accounts.update((q) => q.where({ accountId: acc.accountId }), {
        data(a) {
          a.balance = balanceAfter;
        },
      });
      const m = await db.accountMovements.create({
        movementId: nextId(db.accountMovements.all(), (x) => x.movementId),
        accountId: acc.accountId,
        userId: acc.userId,
        relationType: body.relationType,
        amount,
        balanceAfter,
        description: body.description?.trim() || (body.relationType === 1 ? 'Bakiye yükleme' : 'Bakiye iade'),
        createdAt: now(),
      });
      return created(movement(m));
    }),
  ),

  http.post(
    '/admin/accounting/run',
    handle({ ...admin, body: accountingIn }, async ({ body }) => {
      const date = dayParam(body?.date, 'date');
      if (db.accountingRuns.findFirst((q) => q.where({ date }))) fail('ACCOUNTING_ALREADY_RUN');
      const lines = completedOn(date);
      const run = await db.accountingRuns.create({
        runId: nextId(db.accountingRuns.all(), (r) => r.runId),
        date,
        processedShipments: lines.length,
        totalAmount: roundMoney(lines.reduce((sum, l) => sum + l.amount, 0)),
        createdAt: now(),
      });
      return created({ ...run, createdAt: iso(run.createdAt) });
    }),
  ),

  http.get(
    '/admin/reconciliation',
    handle(admin, ({ query }) => {
      const raw = query.get('date');
      if (!raw) failValidation([{ field: 'date', code: 'FIELD_REQUIRED' }]);
      const date = dayParam(raw, 'date');
      // Collected when the courier took the payment at the door (status 5 reached) or it was prepaid.
      const lines = completedOn(date).map(({ s, amount }) => ({
        shipmentId: s.shipmentId,
        courierId: s.courierId,
        expected: amount,
        collected: s.paymentType !== 1 || s.history.some((h) => h.status === 5) ? amount : 0,
      }));
      const expectedTotal = roundMoney(lines.reduce((sum, l) => sum + l.expected, 0));
      const collectedTotal = roundMoney(lines.reduce((sum, l) => sum + l.collected, 0));
      return ok({
        date,
        shipmentCount: lines.length,
        expectedTotal,
        collectedTotal,
        difference: roundMoney(collectedTotal - expectedTotal),
        lines,
      });
    }),
  ),
];
