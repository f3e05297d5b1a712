// The admin's members and courier approvals on the database (issue 32): the emulated server's
// mocks/handlers/admin-members.ts, with paging, sorting, filters and the Turkish search in SQL
// (server/listing.ts) and the wire shapes of src/domain/member.ts and courier-profile.ts.
import { sql, type Kysely, type Transaction } from 'kysely';
import { listCities } from '@/domain/geo/geo';
import {
  MEMBER_ROLES,
  memberStatsDays,
  memberWire,
  type MemberCounts,
  type MemberWire,
} from '@/domain/member';
import type { TextSearch } from '@/domain/listing';
import type { Schema } from '../db/schema';
import { istanbulDaySql, matchesSql } from '../listing';

type Db = Kysely<Schema> | Transaction<Schema>;

/** The member's name as lists show and sort it. */
export const fullNameSql = sql<string>`trim(users.name || ' ' || users.surname)`;

/** A courier's address city, else the start city of the member's latest shipment (null: unknown). */
export const memberCitySql = sql<number | null>`coalesce(
  (courier_profiles.address ->> 'cityId')::int,
  (select (s.start_address ->> 'cityId')::int from shipments s
    where s.customer_id = users.user_id order by s.created_at desc, s.shipment_id limit 1))`;

/** users joined with their courier profile (if any): what every member query starts from. */
export const membersFrom = (db: Db) =>
  db.selectFrom('users').leftJoin('courier_profiles', 'courier_profiles.user_id', 'users.user_id');

/** Name and surname, e-mail (Turkish-folded) or the phone however typed. */
export const memberMatchesSql = (search: TextSearch) =>
  matchesSql(search, [fullNameSql, sql`users.email`], [sql`users.phone`]);

/** The columns memberOf reads. */
export const memberColumns = [
  'users.user_id',
  'users.name',
  'users.surname',
  'users.phone',
  'users.email',
  'users.roles',
  'users.status',
  'users.created_at',
  'users.status_reason',
  'users.status_changed_at',
  'courier_profiles.working_type',
  memberCitySql.as('city_id'),
] as const;

interface MemberRow {
  user_id: number;
  name: string;
  surname: string;
  phone: string;
  email: string | null;
  roles: MemberWire['roles'];
  status: MemberWire['status'];
  created_at: Date;
  status_reason: string | null;
  status_changed_at: Date | null;
  working_type: 1 | 2 | null;
  city_id: number | null;
}

let cityNamesMade: Promise<Map<number, string>> | null = null;
/** City names by id (the domain's geography, read once). */
export function cityNames(): Promise<Map<number, string>> {
  cityNamesMade ??= listCities().then((cities) => new Map(cities.map((c) => [c.cityId, c.cityName])));
  return cityNamesMade;
}

/** A member row as the contract's Member. */
export function memberOf(row: MemberRow, names: Map<number, string>): MemberWire {
  return memberWire(
    {
      userId: row.user_id,
      name: row.name,
      surname: row.surname,
      phone: row.phone,
      email: row.email,
      roles: row.roles,
      status: row.status,
      workingType: row.working_type,
      createdAt: row.created_at.getTime(),
      statusReason: row.status_reason,
      statusChangedAt: row.status_changed_at?.getTime() ?? null,
    },
    { cityId: row.city_id, cityName: row.city_id === null ? null : (names.get(row.city_id) ?? null) },
  );
}

/** One member as the contract's Member, or undefined. */
export async function findMemberWire(db: Db, userId: number): Promise<MemberWire | undefined> {
  const row = await membersFrom(db)
    .select(memberColumns)
    .where('users.user_id', '=', userId)
    .executeTakeFirst();
  return row && memberOf(row, await cityNames());
}

/** The counts of MemberStats, each one aggregate query. */
export async function memberCounts(db: Db, now: number): Promise<{ counts: MemberCounts; days: string[] }> {
  const { days, from, to } = memberStatsDays(now);
  const [totals, statuses, cities, perDay] = await Promise.all([
    db
      .selectFrom('users')
      .select([
        sql<number>`count(*)`.as('total'),
        ...MEMBER_ROLES.map((role) => sql<number>`count(*) filter (where ${role} = any(roles))`.as(role)),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select(['status', sql<number>`count(*)`.as('n')])
      .groupBy('status')
      .execute(),
    // Cities in the order their first member joined the list (the emulated server's stable sort).
    db
      .selectFrom((qb) =>
        membersFrom(qb as unknown as Db)
          .select(['users.user_id', memberCitySql.as('city_id')])
          .as('m'),
      )
      .select(['m.city_id', sql<number>`count(*)`.as('n')])
      .groupBy('m.city_id')
      .orderBy(sql`min(m.user_id)`)
      .execute(),
    db
      .selectFrom('users')
      .select([istanbulDaySql(sql`created_at`).as('day'), sql<number>`count(*)`.as('n')])
      .where('created_at', '>=', new Date(from))
      .where('created_at', '<', new Date(to))
      .groupBy(sql`1`)
      .execute(),
  ]);
  const names = await cityNames();
  return {
    days,
    counts: {
      total: totals.total,
      byRole: { Customer: totals.Customer, Courier: totals.Courier, Admin: totals.Admin },
      byStatus: new Map(statuses.map((s) => [s.status, s.n])),
      byCity: cities.map((c) => ({
        cityId: c.city_id,
        name: c.city_id === null ? null : (names.get(c.city_id) ?? null),
        count: c.n,
      })),
      perDay: new Map(perDay.map((d) => [d.day, d.n])),
    },
  };
}
