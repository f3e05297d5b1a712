// Admin: package definitions, members' packages and their statuses, the package statistics
// (mocks/handlers/admin-packages.ts on the database). Role Admin. Statuses, transitions, the names'
// key, the sales figures and the editor's schema are src/domain/packages.ts's. Money is kuruş in the
// tables, lira on the wire.
import { sql, type Kysely, type Transaction } from 'kysely';
import { fail, failField } from '@/domain/api-errors';
import { boolParam, intParam, pageOf, sortOf, textSearchOf } from '@/domain/listing';
import {
  canChangeUserPackageStatus,
  holdsPackage,
  packageInputSchema,
  packageNameKey,
  packageSalesOf,
  userPackageStatusInputSchema,
} from '@/domain/packages';
import { roundMoney } from '@/domain/pricing';
import { USER_PACKAGE_STATUS_CODES, UserPackageStatus } from '@/domain/url-values';
import { idParam } from '@/domain/path-id';
import type { Schema } from '../db/schema';
import { created, ok, type Router } from '../handle';
import { listPage, matchesSql, orderBySql } from '../listing';
import { toKurus, toLira } from '../money';
import { isUniqueViolation } from '../tender/tender';

const admin = { roles: ['Admin'] } as const;
const DAY = 86_400_000;
const PACKAGE_COLUMNS = [
  'package_id',
  'name',
  'description',
  'price',
  'duration_days',
  'product_code',
  'is_active',
] as const;

interface PackageRow {
  package_id: number;
  name: string;
  description: string;
  price: number;
  duration_days: number;
  product_code: string;
  is_active: boolean;
}
const packageWire = (row: PackageRow) => ({
  packageId: row.package_id,
  name: row.name,
  description: row.description,
  price: toLira(row.price),
  durationDays: row.duration_days,
  productCode: row.product_code,
  isActive: row.is_active,
});

const iso = (at: Date | null) => (at === null ? null : new Date(at).toISOString());

/** Members' packages with their member's and package's names (a deleted package's name is ''). */
function memberPackages(db: Kysely<Schema> | Transaction<Schema>) {
  return db
    .selectFrom('user_packages as up')
    .innerJoin('users as u', 'u.user_id', 'up.user_id')
    .leftJoin('packages as p', 'p.package_id', 'up.package_id');
}
const userNameSql = sql<string>`btrim(u.name || ' ' || u.surname)`;
const packageNameSql = sql<string>`coalesce(p.name, '')`;
/** What a member's package answers with (userPackageWire). */
const memberPackageColumns = () =>
  [
    'up.user_package_id',
    'up.user_id',
    'up.package_id',
    'up.status',
    'up.price',
    'up.start_date',
    'up.end_date',
    'up.created_at',
    userNameSql.as('user_name'),
    packageNameSql.as('package_name'),
  ] as const;

async function memberPackage(db: Kysely<Schema> | Transaction<Schema>, userPackageId: number) {
  const row = await memberPackages(db)
    .select(memberPackageColumns())
    .where('up.user_package_id', '=', userPackageId)
    .executeTakeFirstOrThrow();
  return userPackageWire(row);
}

function userPackageWire(row: {
  user_package_id: number;
  user_id: number;
  package_id: number;
  status: number;
  price: number;
  start_date: Date | null;
  end_date: Date | null;
  created_at: Date;
  user_name: string;
  package_name: string;
}) {
  return {
    userPackageId: row.user_package_id,
    userId: row.user_id,
    packageId: row.package_id,
    status: row.status,
    price: toLira(row.price),
    startDate: iso(row.start_date),
    endDate: iso(row.end_date),
    createdAt: new Date(row.created_at).toISOString(),
    userName: row.user_name,
    packageName: row.package_name,
  };
}

/** 409 PACKAGE_NAME_TAKEN on name when another package (not `packageId`) has the name's key. */
async function refuseTakenName(trx: Transaction<Schema>, key: string, packageId?: number): Promise<void> {
  let query = trx.selectFrom('packages').select('package_id').where('name_key', '=', key);
  if (packageId !== undefined) query = query.where('package_id', '<>', packageId);
  if (await query.executeTakeFirst()) failField('name', 'PACKAGE_NAME_TAKEN');
}

/** A write that takes a name another package took meanwhile (past the check, a race): the same 409. */
async function claimingName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) failField('name', 'PACKAGE_NAME_TAKEN');
    throw error;
  }
}

export function adminPackageRoutes(router: Router): void {
  router.get('/admin/packages', admin, async ({ db, query }) => {
    const isActive = boolParam(query, 'isActive');
    const paging = pageOf(query);
    const sort = sortOf(query, ['name', 'price', 'durationDays', 'productCode', 'isActive'] as const);
    let base = db.selectFrom('packages');
    if (isActive !== undefined) base = base.where('is_active', '=', isActive);
    const search = textSearchOf(query);
    if (search)
      base = base.where(
        matchesSql(search, [sql.ref('name'), sql.ref('description'), sql.ref('product_code')]),
      );
    const { total } = await base
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await base
      .select(PACKAGE_COLUMNS)
      .orderBy(
        orderBySql(
          sort,
          {
            name: { value: sql.ref('name'), text: true },
            price: { value: sql.ref('price') },
            durationDays: { value: sql.ref('duration_days') },
            productCode: { value: sql.ref('product_code'), text: true },
            isActive: { value: sql`is_active::int` },
          },
          [sql`package_id`],
        ),
      )
      .limit(paging.pageSize)
      .offset(paging.offset)
      .execute();
    return ok(listPage(rows.map(packageWire), Number(total), paging));
  });

  router.post('/admin/packages', { ...admin, body: packageInputSchema }, async ({ db, body }) => {
    const key = packageNameKey(body.name);
    const row = await claimingName(() =>
      db.transaction().execute(async (trx) => {
        await refuseTakenName(trx, key);
        return trx
          .insertInto('packages')
          .values({
            name: body.name.trim(),
            name_key: key,
            description: body.description?.trim() ?? '',
            price: toKurus(roundMoney(body.price)),
            duration_days: body.durationDays,
            product_code: body.productCode.toUpperCase(),
            is_active: body.isActive ?? true,
          })
          .returning(PACKAGE_COLUMNS)
          .executeTakeFirstOrThrow();
      }),
    );
    return created(packageWire(row));
  });

  router.put(
    '/admin/packages/{packageId}',
    { ...admin, body: packageInputSchema },
    async ({ db, params, body }) => {
      const packageId = idParam(params.packageId, 'PACKAGE_NOT_FOUND');
      const key = packageNameKey(body.name);
      const row = await claimingName(() =>
        db.transaction().execute(async (trx) => {
          const current = await trx
            .selectFrom('packages')
            .select('package_id')
            .where('package_id', '=', packageId)
            .forUpdate()
            .executeTakeFirst();
          if (!current) fail('PACKAGE_NOT_FOUND');
          await refuseTakenName(trx, key, packageId);
          return trx
            .updateTable('packages')
            .set((eb) => ({
              name: body.name.trim(),
              name_key: key,
              description: body.description?.trim() ?? eb.ref('description'),
              price: toKurus(roundMoney(body.price)),
              duration_days: body.durationDays,
              product_code: body.productCode.toUpperCase(),
              is_active: body.isActive ?? eb.ref('is_active'),
            }))
            .where('package_id', '=', packageId)
            .returning(PACKAGE_COLUMNS)
            .executeTakeFirstOrThrow();
        }),
      );
      return ok(packageWire(row));
    },
  );

  router.delete('/admin/packages/{packageId}', admin, async ({ db, params }) => {
    const packageId = idParam(params.packageId, 'PACKAGE_NOT_FOUND');
    await db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('packages')
        .select('package_id')
        .where('package_id', '=', packageId)
        .forUpdate()
        .executeTakeFirst();
      if (!current) fail('PACKAGE_NOT_FOUND');
      const held = await trx
        .selectFrom('user_packages')
        .select('user_package_id')
        .where('package_id', '=', packageId)
        .where('status', 'in', USER_PACKAGE_STATUS_CODES.filter(holdsPackage))
        .limit(1)
        .executeTakeFirst();
      if (held) fail('PACKAGE_IN_USE');
      await trx.deleteFrom('packages').where('package_id', '=', packageId).execute();
    });
    return ok({ ok: true });
  });

  router.get('/admin/member-packages', admin, async ({ db, query }) => {
    const status = intParam(query, 'status');
    const userId = intParam(query, 'userId');
    const packageId = intParam(query, 'packageId');
    const paging = pageOf(query);
    const sort = sortOf(query, [
      'userName',
      'packageName',
      'status',
      'price',
      'startDate',
      'endDate',
      'createdAt',
    ] as const);
    let base = memberPackages(db);
    if (status !== undefined) base = base.where('up.status', '=', status);
    if (userId !== undefined) base = base.where('up.user_id', '=', userId);
    if (packageId !== undefined) base = base.where('up.package_id', '=', packageId);
    const search = textSearchOf(query);
    // matchesQ on the names, or matchesPhone on the member's phone.
    if (search) base = base.where(matchesSql(search, [userNameSql, packageNameSql], [sql.ref('u.phone')]));
    const { total } = await base
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await base
      .select(memberPackageColumns())
      .orderBy(
        orderBySql(
          sort,
          {
            userName: { value: userNameSql, text: true },
            packageName: { value: packageNameSql, text: true },
            status: { value: sql.ref('up.status') },
            price: { value: sql.ref('up.price') },
            startDate: { value: sql.ref('up.start_date') },
            endDate: { value: sql.ref('up.end_date') },
            createdAt: { value: sql.ref('up.created_at') },
          },
          [sql`up.user_package_id desc`],
        ),
      )
      .limit(paging.pageSize)
      .offset(paging.offset)
      .execute();
    return ok(listPage(rows.map(userPackageWire), Number(total), paging));
  });

  router.get('/admin/member-packages/stats', admin, async ({ db }) => {
    const packages = await db.selectFrom('packages').select(['package_id', 'name']).execute();
    const groups = await db
      .selectFrom('user_packages')
      .select((eb) => [
        'package_id',
        'status',
        eb.fn.countAll<number>().as('count'),
        eb.fn.sum<number>('price').as('amount'),
      ])
      .groupBy(['package_id', 'status'])
      .execute();
    return ok(
      packageSalesOf(
        packages.map((p) => ({ packageId: p.package_id, name: p.name })),
        groups.map((g) => ({
          packageId: g.package_id,
          status: g.status,
          count: Number(g.count),
          amount: toLira(Number(g.amount)),
        })),
      ),
    );
  });

  router.put(
    '/admin/member-packages/{userPackageId}/status',
    { ...admin, body: userPackageStatusInputSchema },
    async ({ db, params, body, now }) => {
      const userPackageId = idParam(params.userPackageId, 'MEMBER_PACKAGE_NOT_FOUND');
      const answer = await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('user_packages')
          .select(['package_id', 'status', 'end_date'])
          .where('user_package_id', '=', userPackageId)
          .forUpdate()
          .executeTakeFirst();
        if (!current) fail('MEMBER_PACKAGE_NOT_FOUND');
        if (!canChangeUserPackageStatus(current.status, body.status))
          fail('MEMBER_PACKAGE_STATUS_NOT_ALLOWED');
        const pkg = await trx
          .selectFrom('packages')
          .select('duration_days')
          .where('package_id', '=', current.package_id)
          .executeTakeFirst();
        const change: { status: number; start_date?: Date; end_date?: Date } = { status: body.status };
        // Paid: the period starts now. Ended early: it ends now at the latest.
        if (body.status === UserPackageStatus.Active) {
          change.start_date = new Date(now);
          change.end_date = new Date(now + (pkg?.duration_days ?? 30) * DAY);
        }
        if (body.status === UserPackageStatus.Expired) {
          const end = current.end_date === null ? now : new Date(current.end_date).getTime();
          change.end_date = new Date(Math.min(end, now));
        }
        await trx
          .updateTable('user_packages')
          .set(change)
          .where('user_package_id', '=', userPackageId)
          .execute();
        return memberPackage(trx, userPackageId);
      });
      return ok(answer);
    },
  );
}
