// Admin: accounts and wallet movements, accounting, reconciliation, packages, member packages.
import * as v from 'valibot';
import { idSchema, intSchema, moneySchema, requiredTextSchema, textSchema } from '@/domain/limits';
import type { components } from '@/api/schema';
import { roundMoney } from '@/domain/pricing';
import { iso, now } from '../clock';
import { db, nextId } from '../db';
import { fail, failValidation } from '../errors';
import { created, handle, idParam, ok } from '../handle';
import { http } from '../http';
import {
  boolParam,
  dateRange,
  intParam,
  isDay,
  istanbulDay,
  matchesQ,
  paginate,
  statCounts,
} from '../services/listing';
import { findUser, fullName } from '../services/users';

type Schemas = components['schemas'];
const admin = { roles: ['Admin'] } as const;
const DAY = 86_400_000;
const userPackageLabels: Record<number, string> = {
  1: 'Ödeme Bekleniyor',
  2: 'Aktif',
  3: 'Süresi Doldu',
  4: 'Red-Ödeme Yapılmadı',
};

const movementIn = v.object({
  accountId: idSchema(),
  relationType: v.picklist([1, 2], 'FIELD_INVALID'),
  amount: v.pipe(moneySchema(), v.gtValue(0, 'FIELD_INVALID')),
  description: v.nullish(textSchema('description')),
});
const accountingIn = v.nullish(v.object({ date: v.nullish(textSchema('date')) }));
const packageIn = v.object({
  name: requiredTextSchema('title'),
  description: v.nullish(textSchema('description')),
  price: moneySchema(),
  durationDays: intSchema(1, 3660),
  productCode: requiredTextSchema('code64'),
  isActive: v.nullish(v.boolean()),
});
const userPackageStatusIn = v.object({ status: v.picklist([1, 2, 3, 4], 'FIELD_INVALID') });

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

function userPackage(up: ReturnType<typeof db.userPackages.all>[number]): Schemas['UserPackage'] {
  const user = findUser(up.userId);
  const pkg = db.packages.findFirst((q) => q.where({ packageId: up.packageId }));
  return {
    ...up,
    userName: user ? fullName(user) : '',
    packageName: pkg?.name ?? '',
    startDate: iso(up.startDate),
    endDate: iso(up.endDate),
    createdAt: iso(up.createdAt),
  };
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
const packageTransitions: Record<number, number[]> = { 1: [2, 4], 2: [3] };

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

  http.get(
    '/admin/packages',
    handle(admin, ({ query }) => {
      const isActive = boolParam(query, 'isActive');
      const rows = db.packages
        .all()
        .filter(
          (p) =>
            (isActive === undefined || p.isActive === isActive) &&
            matchesQ(query, p.name, p.description, p.productCode),
        )
        .sort((a, b) => a.packageId - b.packageId);
      return ok(paginate(rows, query, (p) => p));
    }),
  ),

  http.post(
    '/admin/packages',
    handle({ ...admin, body: packageIn }, async ({ body }) => {
      const pkg = await db.packages.create({
        packageId: nextId(db.packages.all(), (p) => p.packageId),
        name: body.name,
        description: body.description?.trim() ?? '',
        price: roundMoney(body.price),
        durationDays: body.durationDays,
        productCode: body.productCode.toUpperCase(),
        isActive: body.isActive ?? true,
      });
      return created(pkg);
    }),
  ),

  http.put(
    '/admin/packages/{packageId}',
    handle({ ...admin, body: packageIn }, async ({ params, body }) => {
      const packageId = idParam(params.packageId, 'PACKAGE_NOT_FOUND');
      const updated = await db.packages.update((q) => q.where({ packageId }), {
        data(p) {
          p.name = body.name;
          p.description = body.description?.trim() ?? p.description;
          p.price = roundMoney(body.price);
          p.durationDays = body.durationDays;
          p.productCode = body.productCode.toUpperCase();
          p.isActive = body.isActive ?? p.isActive;
        },
      });
      if (!updated) fail('PACKAGE_NOT_FOUND');
      return ok(updated);
    }),
  ),

  http.delete(
    '/admin/packages/{packageId}',
    handle(admin, ({ params }) => {
      const packageId = idParam(params.packageId, 'PACKAGE_NOT_FOUND');
      if (!db.packages.findFirst((q) => q.where({ packageId }))) fail('PACKAGE_NOT_FOUND');
      if (db.userPackages.findFirst((q) => q.where((up) => up.packageId === packageId && up.status <= 2))) {
        fail('PACKAGE_IN_USE');
      }
      db.packages.delete((q) => q.where({ packageId }));
      return ok({ ok: true });
    }),
  ),

  http.get(
    '/admin/member-packages',
    handle(admin, ({ query }) => {
      const status = intParam(query, 'status');
      const userId = intParam(query, 'userId');
      const packageId = intParam(query, 'packageId');
      const rows = db.userPackages
        .all()
        .filter(
          (up) =>
            (status === undefined || up.status === status) &&
            (userId === undefined || up.userId === userId) &&
            (packageId === undefined || up.packageId === packageId),
        )
        .map(userPackage)
        .filter((up) => matchesQ(query, up.userName, up.packageName))
        .sort((a, b) => b.userPackageId - a.userPackageId);
      return ok(paginate(rows, query, (up) => up));
    }),
  ),

  http.get(
    '/admin/member-packages/stats',
    handle(admin, () => {
      const rows = db.userPackages.all();
      return ok({
        total: rows.length,
        activeRevenue: roundMoney(rows.filter((r) => r.status === 2).reduce((sum, r) => sum + r.price, 0)),
        byStatus: statCounts(
          rows,
          [1, 2, 3, 4],
          (r) => r.status,
          (c) => userPackageLabels[c] ?? String(c),
        ),
      });
    }),
  ),

  http.put(
    '/admin/member-packages/{userPackageId}/status',
    handle({ ...admin, body: userPackageStatusIn }, async ({ params, body }) => {
      const userPackageId = idParam(params.userPackageId, 'MEMBER_PACKAGE_NOT_FOUND');
      const current = db.userPackages.findFirst((q) => q.where({ userPackageId }));
      if (!current) fail('MEMBER_PACKAGE_NOT_FOUND');
      if (!(packageTransitions[current.status] ?? []).includes(body.status))
        fail('MEMBER_PACKAGE_STATUS_NOT_ALLOWED');
      const pkg = db.packages.findFirst((q) => q.where({ packageId: current.packageId }));
      const t = now();
      const updated = await db.userPackages.update((q) => q.where({ userPackageId }), {
        data(up) {
          up.status = body.status;
          if (body.status === 2) {
            up.startDate = t;
            up.endDate = t + (pkg?.durationDays ?? 30) * DAY;
          }
          if (body.status === 3) up.endDate = Math.min(up.endDate ?? t, t);
        },
      });
      return ok(userPackage(updated ?? current));
    }),
  ),
];
