// Admin: courier approvals, members and their statistics. Role Admin.
import * as v from 'valibot';
import { approvalDecisionSchema, statusAfterDecision } from '@/domain/approval';
import { textSchema } from '@/domain/limits';
import { now } from '../clock';
import { db, nextId, type UserRecord } from '../db';
import { fail } from '../errors';
import { handle, idParam, ok } from '../handle';
import { http } from '../http';
import { intParam, matchesQ, paginate, statCounts } from '../services/listing';
import { withdrawActiveOffersOf } from '../services/tender';
import { courierProfile, findUser, fullName, member } from '../services/users';

const admin = { roles: ['Admin'] } as const;
const userStatusLabels: Record<number, string> = {
  1: 'Aktif',
  2: 'Onay Bekliyor',
  3: 'Reddedildi',
  4: 'Askıya Alındı',
};

const memberStatusIn = v.object({
  status: v.picklist([1, 2, 3, 4], 'FIELD_INVALID'),
  reason: v.nullish(textSchema('reason')),
});

async function notifyBySms(user: UserRecord, text: string): Promise<void> {
  const t = now();
  await db.sms.create({
    smsId: nextId(db.sms.all(), (s) => s.smsId),
    phone: user.phone,
    code: '',
    text,
    loginType: 0,
    name: null,
    surname: null,
    sentAt: t,
    expiresAt: t,
    usedAt: t,
  });
}

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
        .findMany((q) => q.where({ status: 2 }))
        .filter((u) => u.courier && (workingType === undefined || u.courier.workingType === workingType))
        .filter((u) => matchesQ(query, fullName(u), u.phone, u.email))
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
      if (user.status !== 2) fail('NOT_PENDING');
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
      await notifyBySms(
        user,
        approved
          ? 'Kurye Çağır: Kurye başvurunuz onaylandı. Giriş yaparak iş almaya başlayabilirsiniz.'
          : `Kurye Çağır: Kurye başvurunuz onaylanmadı. Gerekçe: ${reason}`,
      );
      return ok(courierProfile(updated ?? user));
    }),
  ),

  http.get(
    '/admin/members',
    handle(admin, ({ query }) => {
      const role = query.get('role');
      const status = intParam(query, 'status');
      const rows = db.users
        .all()
        .filter((u) => !role || u.roles.includes(role as UserRecord['roles'][number]))
        .filter((u) => status === undefined || u.status === status)
        .filter((u) => matchesQ(query, fullName(u), u.phone, u.email))
        .sort((a, b) => b.createdAt - a.createdAt || b.userId - a.userId);
      return ok(paginate(rows, query, member));
    }),
  ),

  http.get(
    '/admin/members/stats',
    handle(admin, () => {
      const users = db.users.all();
      return ok({
        total: users.length,
        customers: users.filter((u) => u.roles.includes('Customer')).length,
        couriers: users.filter((u) => u.roles.includes('Courier')).length,
        admins: users.filter((u) => u.roles.includes('Admin')).length,
        byStatus: statCounts(
          users,
          [1, 2, 3, 4],
          (u) => u.status,
          (c) => userStatusLabels[c] ?? String(c),
        ),
      });
    }),
  ),

  http.get(
    '/admin/members/{userId}',
    handle(admin, ({ params }) => ok(member(memberOrFail(params.userId)))),
  ),

  http.put(
    '/admin/members/{userId}/status',
    handle({ ...admin, body: memberStatusIn }, async ({ params, body, auth }) => {
      const user = memberOrFail(params.userId);
      // An admin cannot lock themselves out, and approval goes through /admin/approvals.
      if (user.userId === auth.user.userId || (body.status === 2 && user.status !== 2))
        fail('MEMBER_STATUS_NOT_ALLOWED');
      const updated = await db.users.update((q) => q.where({ userId: user.userId }), {
        data(u) {
          u.status = body.status;
          if (u.courier && body.status === 3) u.courier.rejectReason = body.reason?.trim() || null;
        },
      });
      if (body.status !== 1) await withdrawActiveOffersOf(user.userId);
      if (body.status === 4) {
        await db.sessions.updateMany((q) => q.where({ userId: user.userId, endedAt: null }), {
          data(s) {
            s.endedAt = now();
          },
        });
      }
      return ok(member(updated ?? user));
    }),
  ),
];
