// Admin: notifications, their list, counting an audience and sending to it, cancelling one that
// waits. Labels, the audience rules and the body schema come from src/domain/notifications.ts.
import { NotificationStatus } from '@/domain/url-values';
import type { components } from '@/api/schema';
import {
  audienceOf,
  canCancelNotification,
  notificationAudienceSchema,
  notificationInputSchema,
  smsText,
  storedTarget,
  type NotificationTarget,
} from '@/domain/notifications';
import { idParam } from '@/domain/path-id';
import { iso, now } from '../clock';
import { db, nextId, type UserRecord } from '../db';
import { fail, failValidation } from '@/domain/api-errors';
import { created, handle, ok } from '../handle';
import { http } from '../http';
import { intParam, matchesQ, paginate, type SortKeys } from '../services/listing';

type Schemas = components['schemas'];
type NotificationRow = ReturnType<typeof db.notifications.all>[number];
const admin = { roles: ['Admin'] } as const;

const notificationSort: SortKeys<NotificationRow> = {
  createdAt: (n) => n.createdAt,
  title: (n) => n.title,
  recipientCount: (n) => n.recipientCount,
  status: (n) => n.status,
};

function notification(n: NotificationRow): Schemas['Notification'] {
  return {
    ...n,
    target: {
      ...(n.target.userIds ? { userIds: n.target.userIds } : {}),
      ...(n.target.role ? { role: n.target.role as Schemas['Role'] } : {}),
      ...(n.target.cityId ? { cityId: n.target.cityId } : {}),
    },
    createdAt: iso(n.createdAt),
    sentAt: iso(n.sentAt),
  };
}

/**
 * A customer's city (il): the pickup city of their latest shipment. The customer has no address
 * book on the server, and where they send from is where a campaign for a city reaches them.
 */
export function customerCityId(userId: number): number | undefined {
  let latest: { at: number; cityId: number } | undefined;
  for (const s of db.shipments.all()) {
    if (s.customerId !== userId) continue;
    if (!latest || s.createdAt > latest.at) latest = { at: s.createdAt, cityId: s.startAddress.cityId };
  }
  return latest?.cityId;
}

/** The members a target reaches (src/domain/notifications.ts audienceOf). */
function recipientsOf(target: NotificationTarget): UserRecord[] {
  const audience = audienceOf(target);
  if (audience.kind === 'role') {
    const role = audience.role;
    return db.users.all().filter((u) => u.status === audience.memberStatus && u.roles.includes(role));
  }
  if (audience.kind === 'city') {
    const { cityId, role } = audience;
    return db.users
      .all()
      .filter(
        (u) =>
          u.status === audience.memberStatus && u.roles.includes(role) && customerCityId(u.userId) === cityId,
      );
  }
  const ids = audience.userIds;
  const users = db.users.all().filter((u) => ids.includes(u.userId));
  if (users.length !== ids.length) failValidation([{ field: 'target.userIds', code: 'FIELD_INVALID' }]);
  return users;
}

export const adminNotificationHandlers = [
  http.get(
    '/admin/notifications',
    handle(admin, ({ query }) => {
      const type = intParam(query, 'notificationType');
      const channel = intParam(query, 'channel');
      const status = intParam(query, 'status');
      const rows = db.notifications
        .all()
        .filter(
          (n) =>
            (type === undefined || n.notificationType === type) &&
            (channel === undefined || n.channel === channel) &&
            (status === undefined || n.status === status) &&
            matchesQ(query, n.title, n.body),
        )
        .sort((a, b) => b.createdAt - a.createdAt || b.notificationId - a.notificationId);
      return ok(paginate(rows, query, notification, notificationSort));
    }),
  ),

  http.post(
    '/admin/notifications/audience',
    handle({ ...admin, body: notificationAudienceSchema }, ({ body }) =>
      ok({ recipientCount: recipientsOf(body.target).length }),
    ),
  ),

  http.post(
    '/admin/notifications',
    handle({ ...admin, body: notificationInputSchema }, async ({ body }) => {
      const recipients = recipientsOf(body.target);
      if (recipients.length === 0) fail('NOTIFICATION_NO_RECIPIENTS');
      const t = now();
      if (body.channel === 1) {
        // SMS notifications show up in the mock outbox.
        let smsId = nextId(db.sms.all(), (s) => s.smsId);
        for (const u of recipients) {
          await db.sms.create({
            smsId: smsId++,
            phone: u.phone,
            code: '',
            text: smsText(body.title, body.body),
            loginType: 0,
            name: null,
            surname: null,
            sentAt: t,
            expiresAt: t,
            usedAt: t,
          });
        }
      }
      const n = await db.notifications.create({
        notificationId: nextId(db.notifications.all(), (x) => x.notificationId),
        notificationType: body.notificationType,
        channel: body.channel,
        title: body.title,
        body: body.body,
        target: storedTarget(body.target),
        status: NotificationStatus.Sent,
        recipientCount: recipients.length,
        createdAt: t,
        sentAt: t,
      });
      return created(notification(n));
    }),
  ),

  http.post(
    '/admin/notifications/{notificationId}/cancel',
    handle(admin, async ({ params }) => {
      const notificationId = idParam(params.notificationId, 'NOTIFICATION_NOT_FOUND');
      const current = db.notifications.findFirst((q) => q.where({ notificationId }));
      if (!current) fail('NOTIFICATION_NOT_FOUND');
      if (!canCancelNotification(current.status)) fail('NOTIFICATION_NOT_PENDING');
      const updated = await db.notifications.update((q) => q.where({ notificationId }), {
        data(n) {
          n.status = NotificationStatus.Cancelled;
        },
      });
      return ok(notification(updated ?? current));
    }),
  ),
];
