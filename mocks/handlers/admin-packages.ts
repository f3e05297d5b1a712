// Admin: package definitions, members' packages and their statuses, package statistics.
// Statuses, transitions and the editor's schema come from src/domain/packages.ts (the screens use
// the same table to decide which buttons show).
import type { components } from '@/api/schema';
import {
  canChangeUserPackageStatus,
  holdsPackage,
  packageInputSchema,
  packageNameKey,
  packageSales,
  userPackageStatusInputSchema,
} from '@/domain/packages';
import { roundMoney } from '@/domain/pricing';
import { idParam } from '@/domain/path-id';
import { iso, now } from '../clock';
import { db, nextId } from '../db';
import { fail, failField } from '@/domain/api-errors';
import { created, handle, ok } from '../handle';
import { http } from '../http';
import { boolParam, intParam, matchesPhone, matchesQ, paginate, type SortKeys } from '../services/listing';
import { findUser, fullName } from '../services/users';

type Schemas = components['schemas'];
type PackageRow = ReturnType<typeof db.packages.all>[number];
const admin = { roles: ['Admin'] } as const;
const DAY = 86_400_000;

const packageSort: SortKeys<PackageRow> = {
  name: (p) => p.name,
  price: (p) => p.price,
  durationDays: (p) => p.durationDays,
  productCode: (p) => p.productCode,
  isActive: (p) => (p.isActive ? 1 : 0),
};
const memberPackageSort: SortKeys<Schemas['UserPackage']> = {
  userName: (up) => up.userName,
  packageName: (up) => up.packageName,
  status: (up) => up.status,
  price: (up) => up.price,
  startDate: (up) => up.startDate,
  endDate: (up) => up.endDate,
  createdAt: (up) => up.createdAt,
};

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

/** 409 PACKAGE_NAME_TAKEN when another package (not `packageId`) has the same name (packageNameKey). */
function refuseTakenName(name: string, packageId?: number): void {
  const key = packageNameKey(name);
  if (
    db.packages.findFirst((q) => q.where((p) => p.packageId !== packageId && packageNameKey(p.name) === key))
  )
    failField('name', 'PACKAGE_NAME_TAKEN');
}

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
      return ok(paginate(rows, query, (p) => p, packageSort));
    }),
  ),

  http.post(
    '/admin/packages',
    handle({ ...admin, body: packageInputSchema }, async ({ body }) => {
      refuseTakenName(body.name);
      const pkg = await db.packages.create({
        packageId: nextId(db.packages.all(), (p) => p.packageId),
        name: body.name.trim(),
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
    handle({ ...admin, body: packageInputSchema }, async ({ params, body }) => {
      const packageId = idParam(params.packageId, 'PACKAGE_NOT_FOUND');
      if (!db.packages.findFirst((q) => q.where({ packageId }))) fail('PACKAGE_NOT_FOUND');
      refuseTakenName(body.name, packageId);
      const updated = await db.packages.update((q) => q.where({ packageId }), {
        data(p) {
          p.name = body.name.trim();
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
      if (
        db.userPackages.findFirst((q) =>
          q.where((up) => up.packageId === packageId && holdsPackage(up.status)),
        )
      ) {
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
        .filter(
          (up) =>
            matchesQ(query, up.userName, up.packageName) || matchesPhone(query, findUser(up.userId)?.phone),
        )
        .sort((a, b) => b.userPackageId - a.userPackageId);
      return ok(paginate(rows, query, (up) => up, memberPackageSort));
    }),
  ),

  http.get(
    '/admin/member-packages/stats',
    handle(admin, () => {
      return ok(packageSales(db.packages.all(), db.userPackages.all()));
    }),
  ),

  http.put(
    '/admin/member-packages/{userPackageId}/status',
    handle({ ...admin, body: userPackageStatusInputSchema }, async ({ params, body }) => {
      const userPackageId = idParam(params.userPackageId, 'MEMBER_PACKAGE_NOT_FOUND');
      const current = db.userPackages.findFirst((q) => q.where({ userPackageId }));
      if (!current) fail('MEMBER_PACKAGE_NOT_FOUND');
      if (!canChangeUserPackageStatus(current.status, body.status)) fail('MEMBER_PACKAGE_STATUS_NOT_ALLOWED');
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
