// Admin: notifications, their list and sending them to an audience.
import * as v from 'valibot';
import { idSchema, requiredTextSchema } from '@/domain/limits';
import type { components } from '@/api/schema';
import { iso, now } from '../clock';
import { db, nextId, type RoleName } from '../db';
import { failValidation } from '../errors';
import { created, handle, ok } from '../handle';
import { http } from '../http';
import { intParam, matchesQ, paginate } from '../services/listing';

type Schemas = components['schemas'];
const admin = { roles: ['Admin'] } as const;
const notificationIn = v.object({
  notificationType: v.picklist([1, 2, 3], 'FIELD_INVALID'),
  channel: v.picklist([1, 2, 3, 4], 'FIELD_INVALID'),
  title: requiredTextSchema('title'),
  body: requiredTextSchema('message'),
  target: v.object({
    userIds: v.nullish(v.pipe(v.array(idSchema()), v.maxLength(1000, 'FIELD_INVALID'))),
    role: v.nullish(v.picklist(['anonymous', 'Customer', 'Courier', 'Admin'], 'FIELD_INVALID')),
  }),
});

function notification(n: ReturnType<typeof db.notifications.all>[number]): Schemas['Notification'] {
  return {
    ...n,
    target: {
      ...(n.target.userIds ? { userIds: n.target.userIds } : {}),
      ...(n.target.role ? { role: n.target.role as Schemas['Role'] } : {}),
    },
    createdAt: iso(n.createdAt),
    sentAt: iso(n.sentAt),
  };
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
      return ok(paginate(rows, query, notification));
    }),
  ),

  http.post(
    '/admin/notifications',
    handle({ ...admin, body: notificationIn }, async ({ body }) => {
      const { userIds, role } = body.target;
      if ((userIds?.length ?? 0) > 0 === !!role) failValidation([{ field: 'target', code: 'FIELD_INVALID' }]);
      const recipients = db.users
        .all()
        .filter((u) => (role ? u.roles.includes(role as RoleName) : (userIds ?? []).includes(u.userId)));
      const t = now();
      if (body.channel === 1) {
        // SMS notifications show up in the mock outbox.
        let smsId = nextId(db.sms.all(), (s) => s.smsId);
        for (const u of recipients) {
          await db.sms.create({
            smsId: smsId++,
            phone: u.phone,
            code: '',
            text: `Kurye Çağır: ${body.title} - ${body.body}`,
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
        target: role ? { role } : { userIds: userIds ?? [] },
        status: 2,
        recipientCount: recipients.length,
        createdAt: t,
        sentAt: t,
      });
      return created(notification(n));
    }),
  ),
];
