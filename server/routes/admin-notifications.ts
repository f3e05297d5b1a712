// Admin: notifications, their list, counting an audience and sending to it, cancelling one that
// waits (mocks/handlers/admin-notifications.ts on the database). Role Admin. Who a target reaches is
// src/domain/notifications.ts audienceOf, counted and chosen in SQL; an SMS send queues one message
// per recipient in sms_outbox, in the notification's transaction.
import { sql, type Kysely, type Transaction } from 'kysely';
import { fail, failValidation } from '@/domain/api-errors';
import { intParam, pageOf, sortOf, textSearchOf } from '@/domain/listing';
import {
  audienceOf,
  canCancelNotification,
  notificationAudienceSchema,
  notificationInputSchema,
  NotificationStatus,
  smsText,
  storedTarget,
  type NotificationTarget,
} from '@/domain/notifications';
import { idParam } from '@/domain/path-id';
import type { NotificationTargetRow, Schema } from '../db/schema';
import { created, ok, type Router } from '../handle';
import { listPage, matchesSql, orderBySql } from '../listing';

const admin = { roles: ['Admin'] } as const;
type Db = Kysely<Schema> | Transaction<Schema>;
const COLUMNS = [
  'notification_id',
  'notification_type',
  'channel',
  'title',
  'body',
  'target',
  'status',
  'recipient_count',
  'created_at',
  'sent_at',
] as const;

function notificationWire(row: {
  notification_id: number;
  notification_type: number;
  channel: number;
  title: string;
  body: string;
  target: NotificationTargetRow;
  status: number;
  recipient_count: number;
  created_at: Date;
  sent_at: Date | null;
}) {
  return {
    notificationId: row.notification_id,
    notificationType: row.notification_type,
    channel: row.channel,
    title: row.title,
    body: row.body,
    target: {
      ...(row.target.userIds ? { userIds: row.target.userIds } : {}),
      ...(row.target.role ? { role: row.target.role } : {}),
      ...(row.target.cityId ? { cityId: row.target.cityId } : {}),
    },
    status: row.status,
    recipientCount: row.recipient_count,
    createdAt: new Date(row.created_at).toISOString(),
    sentAt: row.sent_at === null ? null : new Date(row.sent_at).toISOString(),
  };
}

/**
 * The recipients of a target as a query of users (audienceOf). Named members that do not all exist:
 * 400 on target.userIds.
 */
async function recipients(db: Db, target: NotificationTarget) {
  const audience = audienceOf(target);
  const users = db.selectFrom('users as u');
  if (audience.kind === 'role')
    return users
      .where('u.status', '=', audience.memberStatus as 1)
      .where(sql<boolean>`${audience.role} = any(u.roles)`);
  if (audience.kind === 'city')
    return users
      .where('u.status', '=', audience.memberStatus as 1)
      .where(sql<boolean>`${audience.role} = any(u.roles)`)
      .where(
        sql<boolean>`(select (s.start_address->>'cityId')::int from shipments s
          where s.customer_id = u.user_id order by s.created_at desc, s.shipment_id limit 1) = ${audience.cityId}`,
      );
  if (audience.userIds.length === 0) return users.where(sql<boolean>`false`);
  const found = users.where('u.user_id', 'in', audience.userIds);
  const { n } = await found.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(n) !== audience.userIds.length)
    failValidation([{ field: 'target.userIds', code: 'FIELD_INVALID' }]);
  return found;
}

export function adminNotificationRoutes(router: Router): void {
  router.get('/admin/notifications', admin, async ({ db, query }) => {
    const type = intParam(query, 'notificationType');
    const channel = intParam(query, 'channel');
    const status = intParam(query, 'status');
    const paging = pageOf(query);
    const sort = sortOf(query, ['createdAt', 'title', 'recipientCount', 'status'] as const);
    let base = db.selectFrom('notifications');
    if (type !== undefined) base = base.where('notification_type', '=', type);
    if (channel !== undefined) base = base.where('channel', '=', channel);
    if (status !== undefined) base = base.where('status', '=', status);
    const search = textSearchOf(query);
    if (search) base = base.where(matchesSql(search, [sql.ref('title'), sql.ref('body')]));
    const { total } = await base
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await base
      .select(COLUMNS)
      .orderBy(
        orderBySql(
          sort,
          {
            createdAt: { value: sql.ref('created_at') },
            title: { value: sql.ref('title'), text: true },
            recipientCount: { value: sql.ref('recipient_count') },
            status: { value: sql.ref('status') },
          },
          [sql`created_at desc`, sql`notification_id desc`],
        ),
      )
      .limit(paging.pageSize)
      .offset(paging.offset)
      .execute();
    return ok(listPage(rows.map(notificationWire), Number(total), paging));
  });

  router.post(
    '/admin/notifications/audience',
    { ...admin, body: notificationAudienceSchema },
    async ({ db, body }) => {
      const { n } = await (
        await recipients(db, body.target)
      )
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return ok({ recipientCount: Number(n) });
    },
  );

  router.post(
    '/admin/notifications',
    { ...admin, body: notificationInputSchema },
    async ({ db, sms, body, now }) => {
      const row = await db.transaction().execute(async (trx) => {
        const audience = await recipients(trx, body.target);
        const { n } = await audience
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        const count = Number(n);
        if (count === 0) fail('NOTIFICATION_NO_RECIPIENTS');
        const at = new Date(now);
        if (body.channel === 1)
          await trx
            .insertInto('sms_outbox')
            .columns(['phone', 'code', 'text', 'created_at'])
            .expression(
              audience.select([
                'u.phone',
                sql<string>`''`.as('code'),
                sql<string>`${smsText(body.title, body.body)}`.as('text'),
                sql<Date>`${at}::timestamptz`.as('created_at'),
              ]),
            )
            .execute();
        return trx
          .insertInto('notifications')
          .values({
            notification_type: body.notificationType,
            channel: body.channel,
            title: body.title,
            body: body.body,
            target: JSON.stringify(storedTarget(body.target)),
            status: NotificationStatus.Sent,
            recipient_count: count,
            created_at: at,
            sent_at: at,
          })
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
      });
      if (body.channel === 1) void sms.deliver();
      return created(notificationWire(row));
    },
  );

  router.post('/admin/notifications/{notificationId}/cancel', admin, async ({ db, params }) => {
    const notificationId = idParam(params.notificationId, 'NOTIFICATION_NOT_FOUND');
    const row = await db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('notifications')
        .select('status')
        .where('notification_id', '=', notificationId)
        .forUpdate()
        .executeTakeFirst();
      if (!current) fail('NOTIFICATION_NOT_FOUND');
      if (!canCancelNotification(current.status)) fail('NOTIFICATION_NOT_PENDING');
      return trx
        .updateTable('notifications')
        .set({ status: NotificationStatus.Cancelled })
        .where('notification_id', '=', notificationId)
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
    });
    return ok(notificationWire(row));
  });
}
