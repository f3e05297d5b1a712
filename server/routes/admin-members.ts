// The admin's courier approvals and members (issue 32), the emulated server's
// mocks/handlers/admin-members.ts on the database: lists paged, sorted and searched in SQL
// (src/domain/listing.ts's rules, server/listing.ts), decisions and status changes under a lock on
// the member's row, so two admins at once make one change and the other gets the refusal.
import { sql } from 'kysely';
import { fail, failValidation } from '@/domain/api-errors';
import { approvalDecisionSchema, approvalSmsText, statusAfterDecision } from '@/domain/approval';
import { intParam, pageOf, sortOf, textSearchOf } from '@/domain/listing';
import { APPROVAL_SORT_KEYS, isMemberRole, MEMBER_SORT_KEYS, memberStatsWire } from '@/domain/member';
import { memberStatusChangeSchema, memberStatusRefusal } from '@/domain/member-status';
import { OfferStatus } from '@/domain/bid-limits';
import { MemberStatus } from '@/domain/url-values';
import { idParam } from '@/domain/path-id';
import { endSessionsOf } from '../auth';
import { courierProfile } from '../courier/profile';
import { ok, type Router } from '../handle';
import { orderBySql } from '../listing';
import { toLira } from '../money';
import {
  cityNames,
  findMemberWire,
  fullNameSql,
  memberColumns,
  memberCounts,
  memberMatchesSql,
  memberOf,
  membersFrom,
} from '../admin/members';

const admin = { roles: ['Admin'] } as const;

/** Newest first: the member (or application) that just came in is the one staff look at. */
const newestFirst = [sql`users.created_at desc`, sql`users.user_id desc`];

export function adminMemberRoutes(router: Router): void {
  router.get('/admin/approvals', admin, async ({ db, query }) => {
    const workingType = intParam(query, 'workingType');
    const search = textSearchOf(query);
    const { page, pageSize, offset } = pageOf(query);
    const sort = sortOf(query, APPROVAL_SORT_KEYS);
    let filtered = membersFrom(db)
      .where('users.status', '=', MemberStatus.Pending)
      .where('courier_profiles.user_id', 'is not', null);
    if (workingType !== undefined)
      filtered = filtered.where('courier_profiles.working_type', '=', workingType as 1);
    if (search) filtered = filtered.where(memberMatchesSql(search));
    const [count, rows] = await Promise.all([
      filtered.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      filtered
        .select('users.user_id')
        .orderBy(
          orderBySql(
            sort,
            { name: { value: fullNameSql, text: true }, createdAt: { value: sql`users.created_at` } },
            newestFirst,
          ),
        )
        .limit(pageSize)
        .offset(offset)
        .execute(),
    ]);
    const items = [];
    for (const row of rows) items.push(await courierProfile(db, row.user_id));
    return ok({ items, total: count.n, page, pageSize });
  });

  router.put(
    '/admin/approvals/{userId}',
    { ...admin, body: approvalDecisionSchema },
    async ({ db, sms, params, body, now }) => {
      const userId = idParam(params.userId, 'APPLICATION_NOT_FOUND');
      const reason = body.decision === 'reject' ? body.reason : '';
      await db.transaction().execute(async (trx) => {
        // The member's row is the lock: of two admins deciding at once, the second waits and sees
        // the first's decision (the first decision stands).
        const user = await trx
          .selectFrom('users')
          .select(['status', 'phone'])
          .where('user_id', '=', userId)
          .forUpdate()
          .executeTakeFirst();
        const courier = user
          ? await trx
              .selectFrom('courier_profiles')
              .select('user_id')
              .where('user_id', '=', userId)
              .executeTakeFirst()
          : undefined;
        if (!user || !courier) fail('APPLICATION_NOT_FOUND');
        if (user.status !== MemberStatus.Pending) fail('NOT_PENDING');
        await trx
          .updateTable('users')
          .set({ status: statusAfterDecision(body.decision) })
          .where('user_id', '=', userId)
          .execute();
        // Kept on the profile, so the courier reads why (and may correct and resend).
        await trx
          .updateTable('courier_profiles')
          .set({
            reject_reason: body.decision === 'approve' ? null : reason,
            is_open_to_work: body.decision === 'approve',
          })
          .where('user_id', '=', userId)
          .execute();
        await sms.queue(trx, user.phone, approvalSmsText(body.decision, reason), now);
      });
      void sms.deliver();
      return ok(await courierProfile(db, userId));
    },
  );

  router.get('/admin/members', admin, async ({ db, query }) => {
    const role = query.get('role');
    const status = intParam(query, 'status');
    if (role !== null && role !== '' && !isMemberRole(role))
      failValidation([{ field: 'role', code: 'FIELD_INVALID' }]);
    const search = textSearchOf(query);
    const { page, pageSize, offset } = pageOf(query);
    const sort = sortOf(query, MEMBER_SORT_KEYS);
    let filtered = membersFrom(db);
    if (role) filtered = filtered.where(sql<boolean>`${role} = any(users.roles)`);
    if (status !== undefined) filtered = filtered.where('users.status', '=', status as 1);
    if (search) filtered = filtered.where(memberMatchesSql(search));
    const [count, rows, names] = await Promise.all([
      filtered.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      filtered
        .select(memberColumns)
        .orderBy(
          orderBySql(
            sort,
            {
              name: { value: fullNameSql, text: true },
              createdAt: { value: sql`users.created_at` },
              status: { value: sql`users.status` },
            },
            newestFirst,
          ),
        )
        .limit(pageSize)
        .offset(offset)
        .execute(),
      cityNames(),
    ]);
    return ok({ items: rows.map((row) => memberOf(row, names)), total: count.n, page, pageSize });
  });

  router.get('/admin/members/stats', admin, async ({ db, now }) => {
    const { counts, days } = await memberCounts(db, now);
    return ok(memberStatsWire(counts, days));
  });

  router.get('/admin/members/{userId}', admin, async ({ db, params }) => {
    const userId = idParam(params.userId, 'MEMBER_NOT_FOUND');
    const member = await findMemberWire(db, userId);
    if (!member) fail('MEMBER_NOT_FOUND');
    const courier = await db
      .selectFrom('courier_profiles')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    // The member's wallet (the CARIHESAP account), or none.
    const account = await db
      .selectFrom('accounts')
      .select(['account_id', 'balance'])
      .where('user_id', '=', userId)
      .where('product_code', '=', 'CARIHESAP')
      .orderBy('account_id')
      .executeTakeFirst();
    return ok({
      ...member,
      courier: courier ? await courierProfile(db, userId) : null,
      wallet: account
        ? { accountId: account.account_id, balance: toLira(account.balance), currency: 'TRY' as const }
        : null,
    });
  });

  router.put(
    '/admin/members/{userId}/status',
    { ...admin, body: memberStatusChangeSchema },
    async ({ db, params, body, auth, now }) => {
      const userId = idParam(params.userId, 'MEMBER_NOT_FOUND');
      await db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select(['user_id', 'status'])
          .where('user_id', '=', userId)
          .forUpdate()
          .executeTakeFirst();
        if (!user) fail('MEMBER_NOT_FOUND');
        // domain/member-status.ts: only suspend and reactivate, never the admin's own account;
        // approval and rejection go through /admin/approvals.
        const refusal = memberStatusRefusal(
          { userId: user.user_id, status: user.status },
          body.status,
          auth.user.userId,
        );
        if (refusal) fail(refusal);
        await trx
          .updateTable('users')
          .set({ status: body.status, status_reason: body.reason, status_changed_at: new Date(now) })
          .where('user_id', '=', userId)
          .execute();
        if (body.status === MemberStatus.Suspended) {
          // Signed out, and their active offers withdrawn (a suspended courier is no bidder).
          await trx
            .updateTable('offers')
            .set({ status: OfferStatus.Withdrawn })
            .where('courier_id', '=', userId)
            .where('status', '=', OfferStatus.Active)
            .execute();
          await endSessionsOf(trx, userId, now);
        }
      });
      return ok((await findMemberWire(db, userId))!);
    },
  );
}
