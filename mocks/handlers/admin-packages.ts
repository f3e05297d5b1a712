// Admin: package definitions, members' packages and their statuses, package statistics.
import * as v from 'valibot';
import { intSchema, moneySchema, requiredTextSchema, textSchema } from '@/domain/limits';
import type { components } from '@/api/schema';
import { roundMoney } from '@/domain/pricing';
import { iso, now } from '../clock';
import { db, nextId } from '../db';
import { fail } from '../errors';
import { created, handle, idParam, ok } from '../handle';
import { http } from '../http';
import { boolParam, intParam, matchesQ, paginate, statCounts } from '../services/listing';
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

const packageIn = v.object({
  name: requiredTextSchema('title'),
  description: v.nullish(textSchema('description')),
  price: moneySchema(),
  durationDays: intSchema(1, 3660),
  productCode: requiredTextSchema('code64'),
  isActive: v.nullish(v.boolean()),
});
const userPackageStatusIn = v.object({ status: v.picklist([1, 2, 3, 4], 'FIELD_INVALID') });

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

/** Allowed member package changes: paid (1→2), unpaid (1→4), expired (2→3). */
const packageTransitions: Record<number, number[]> = { 1: [2, 4], 2: [3] };

export const adminPackageHandlers = [
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
