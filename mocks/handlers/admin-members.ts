// Admin: courier approvals, members and their statistics. Role Admin.
import type { components } from '@/api/schema';
import { approvalDecisionSchema, approvalSmsText, statusAfterDecision } from '@/domain/approval';
import { memberStatusChangeSchema, memberStatusRefusal } from '@/domain/member-status';
import {
  isMemberRole,
  MEMBER_ROLES,
  memberStatsDays,
  memberStatsWire,
  type MemberRole,
} from '@/domain/member';
import { MemberStatus } from '@/domain/url-values';
import { roundMoney } from '@/domain/pricing';
import { idParam } from '@/domain/path-id';
import { now } from '../clock';
import { db, type UserRecord } from '../db';
import { fail, failValidation } from '@/domain/api-errors';
import { listCities } from '@/domain/geo/geo';
import { handle, ok } from '../handle';
import { http } from '../http';
import { intParam, istanbulDay, matchesPhone, matchesQ, paginate, type SortKeys } from '../services/listing';
import { sendSmsNotice } from '../services/sms-codes';
import { withdrawActiveOffersOf } from '../services/tender';
import { courierProfile, findUser, fullName, member } from '../services/users';

type Schemas = components['schemas'];

const admin = { roles: ['Admin'] } as const;

/** A courier's address city, else the start city of the member's latest shipment (null: unknown). */
function memberCityId(user: UserRecord): number | null {
  if (user.courier?.address) return user.courier.address.cityId;
  const latest = db.shipments
    .findMany((q) => q.where({ customerId: user.userId }))
    .sort((a, b) => b.createdAt - a.createdAt)[0];
  return latest?.startAddress.cityId ?? null;
}

async function cityNames(): Promise<Map<number, string>> {
  return new Map((await listCities()).map((c) => [c.cityId, c.cityName]));
}

function memberRow(user: UserRecord, names: Map<number, string>): Schemas['Member'] {
  const cityId = memberCityId(user);
  return { ...member(user), cityId, cityName: cityId === null ? null : (names.get(cityId) ?? null) };
}

/** Name, surname, e-mail (Turkish letters or not, any case) or the phone, however it is typed. */
function memberMatches(query: URLSearchParams, user: UserRecord): boolean {
  return matchesQ(query, fullName(user), user.email) || matchesPhone(query, user.phone);
}

const memberSortKeys: SortKeys<UserRecord> = {
  name: (u) => fullName(u),
  createdAt: (u) => u.createdAt,
  status: (u) => u.status,
};

function memberOrFail(userId: unknown): UserRecord {
  const user = findUser(idParam(userId, 'MEMBER_NOT_FOUND'));
  if (!user) fail('MEMBER_NOT_FOUND');
  return user;
}

export const adminMemberHandlers = [
  http.get(
    '/admin/approvals',
    handle(admin, ({ query }) => {
      const workingType = intParam(query, 'workingType');
      const rows = db.users
        .findMany((q) => q.where({ status: MemberStatus.Pending }))
        .filter((u) => u.courier && (workingType === undefined || u.courier.workingType === workingType))
        .filter((u) => memberMatches(query, u))
        // Newest first: the application that just came in is the one staff look at.
        .sort((a, b) => b.createdAt - a.createdAt || b.userId - a.userId);
      return ok(
        paginate(rows, query, courierProfile, {
          name: (u) => fullName(u),
          createdAt: (u) => u.createdAt,
        }),
      );
    }),
  ),

  http.put(
    '/admin/approvals/{userId}',
    handle({ ...admin, body: approvalDecisionSchema }, async ({ params, body }) => {
      const user = findUser(idParam(params.userId, 'APPLICATION_NOT_FOUND'));
      if (!user?.courier) fail('APPLICATION_NOT_FOUND');
      // Decided already (by another admin, in another tab): the first decision stands.
      if (user.status !== MemberStatus.Pending) fail('NOT_PENDING');
      const approved = body.decision === 'approve';
      const reason = body.decision === 'reject' ? body.reason : '';
      const updated = await db.users.update((q) => q.where({ userId: user.userId }), {
        data(u) {
          u.status = statusAfterDecision(body.decision);
          if (u.courier) {
            // Kept on the profile, so the courier reads why (and may correct and resend).
            u.courier.rejectReason = approved ? null : reason;
            u.courier.isOpenToWork = approved;
          }
        },
      });
      await sendSmsNotice(user.phone, approvalSmsText(body.decision, reason));
      return ok(courierProfile(updated ?? user));
    }),
  ),

  http.get(
    '/admin/members',
    handle(admin, async ({ query }) => {
      const role = query.get('role');
      const status = intParam(query, 'status');
      if (role !== null && role !== '' && !isMemberRole(role))
        failValidation([{ field: 'role', code: 'FIELD_INVALID' }]);
      const rows = db.users
        .all()
        .filter((u) => !role || u.roles.includes(role as UserRecord['roles'][number]))
        .filter((u) => status === undefined || u.status === status)
        .filter((u) => memberMatches(query, u))
        .sort((a, b) => b.createdAt - a.createdAt || b.userId - a.userId);
      const names = await cityNames();
      return ok(paginate(rows, query, (u) => memberRow(u, names), memberSortKeys));
    }),
  ),

  http.get(
    '/admin/members/stats',
    handle(admin, async () => {
      const users = db.users.all();
      const names = await cityNames();
      const cities = new Map<number | null, number>();
      for (const u of users) {
        const cityId = memberCityId(u);
        cities.set(cityId, (cities.get(cityId) ?? 0) + 1);
      }
      const { days, from, to } = memberStatsDays(now());
      const perDay = new Map<string, number>();
      for (const u of users) {
        if (u.createdAt < from || u.createdAt >= to) continue;
        const day = istanbulDay(u.createdAt);
        perDay.set(day, (perDay.get(day) ?? 0) + 1);
      }
      const byStatus = new Map<number, number>();
      for (const u of users) byStatus.set(u.status, (byStatus.get(u.status) ?? 0) + 1);
      const byRole = Object.fromEntries(
        MEMBER_ROLES.map((role) => [role, users.filter((u) => u.roles.includes(role)).length]),
      ) as Record<MemberRole, number>;
      return ok(
        memberStatsWire(
          {
            total: users.length,
            byRole,
            byStatus,
            byCity: [...cities].map(([cityId, count]) => ({
              cityId,
              name: cityId === null ? null : (names.get(cityId) ?? null),
              count,
            })),
            perDay,
          },
          days,
        ),
      );
    }),
  ),

  http.get(
    '/admin/members/{userId}',
    handle(admin, async ({ params }) => {
      const user = memberOrFail(params.userId);
      const account = db.accounts.findFirst((q) =>
        q.where({ userId: user.userId, productCode: 'CARIHESAP' }),
      );
      return ok({
        ...memberRow(user, await cityNames()),
        courier: user.courier ? courierProfile(user) : null,
        wallet: account
          ? { accountId: account.accountId, balance: roundMoney(account.balance), currency: 'TRY' as const }
          : null,
      });
    }),
  ),

  http.put(
    '/admin/members/{userId}/status',
    handle({ ...admin, body: memberStatusChangeSchema }, async ({ params, body, auth }) => {
      const user = memberOrFail(params.userId);
      // domain/member-status.ts: only suspend and reactivate, never the admin's own account;
      // approval and rejection go through /admin/approvals.
      const refusal = memberStatusRefusal(user, body.status, auth.user.userId);
      if (refusal) fail(refusal);
      const updated = await db.users.update((q) => q.where({ userId: user.userId }), {
        data(u) {
          u.status = body.status;
          u.statusReason = body.reason;
          u.statusChangedAt = now();
        },
      });
      if (body.status === MemberStatus.Suspended) {
        await withdrawActiveOffersOf(user.userId);
        await db.sessions.updateMany((q) => q.where({ userId: user.userId, endedAt: null }), {
          data(s) {
            s.endedAt = now();
          },
        });
      }
      return ok(memberRow(updated ?? user, await cityNames()));
    }),
  ),
];
