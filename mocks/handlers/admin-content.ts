// Admin: notifications, help entries and dynamic pages. Role Admin.
import * as v from 'valibot';
import {
  idSchema,
  intSchema,
  pageTreeNamesValid,
  pageTreeProblem,
  requiredTextSchema,
  textSchema,
} from '@/domain/limits';
import type { components } from '@/api/schema';
import { iso, now } from '../clock';
import { db, elementSchema, nextId, type RoleName } from '../db';
import { fail, failValidation } from '../errors';
import { created, handle, idParam, ok } from '../handle';
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
const helpIn = v.object({
  title: requiredTextSchema('title'),
  body: requiredTextSchema('helpBody'),
  order: v.nullish(intSchema(0, 100_000)),
  isActive: v.nullish(v.boolean()),
});
const pageIn = v.object({
  pageCode: v.pipe(textSchema('code64'), v.regex(/^[a-z0-9-]+$/, 'FIELD_INVALID')),
  title: requiredTextSchema('title'),
  isActive: v.boolean('FIELD_REQUIRED'),
  // The body's depth was bounded before this walks it (handle.ts); the tree's own limits next.
  content: v.pipe(
    elementSchema,
    v.check((tree) => pageTreeProblem(tree) === null, 'PAGE_TREE_TOO_LARGE'),
    v.check((tree) => pageTreeNamesValid(tree), 'FIELD_INVALID'),
  ),
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

function page(p: ReturnType<typeof db.dynamicPages.all>[number]): Schemas['DynamicPage'] {
  return { ...p, updatedAt: iso(p.updatedAt) };
}

export const adminContentHandlers = [
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

  http.get(
    '/admin/help',
    handle(admin, ({ query }) => {
      const rows = db.help
        .all()
        .filter((h) => matchesQ(query, h.title, h.body))
        .sort((a, b) => a.order - b.order || a.helpId - b.helpId);
      return ok(paginate(rows, query, (h) => h));
    }),
  ),

  http.post(
    '/admin/help',
    handle({ ...admin, body: helpIn }, async ({ body }) => {
      const all = db.help.all();
      const entry = await db.help.create({
        helpId: nextId(all, (h) => h.helpId),
        title: body.title,
        body: body.body,
        order: body.order ?? all.reduce((m, h) => Math.max(m, h.order), 0) + 10,
        isActive: body.isActive ?? true,
      });
      return created(entry);
    }),
  ),

  http.put(
    '/admin/help/{helpId}',
    handle({ ...admin, body: helpIn }, async ({ params, body }) => {
      const helpId = idParam(params.helpId, 'HELP_NOT_FOUND');
      const updated = await db.help.update((q) => q.where({ helpId }), {
        data(h) {
          h.title = body.title;
          h.body = body.body;
          h.order = body.order ?? h.order;
          h.isActive = body.isActive ?? h.isActive;
        },
      });
      if (!updated) fail('HELP_NOT_FOUND');
      return ok(updated);
    }),
  ),

  http.delete(
    '/admin/help/{helpId}',
    handle(admin, ({ params }) => {
      const helpId = idParam(params.helpId, 'HELP_NOT_FOUND');
      if (!db.help.delete((q) => q.where({ helpId }))) fail('HELP_NOT_FOUND');
      return ok({ ok: true });
    }),
  ),

  http.get(
    '/admin/dynamic-pages',
    handle(admin, ({ query }) => {
      const rows = db.dynamicPages
        .all()
        .filter((p) => matchesQ(query, p.pageCode, p.title))
        .sort((a, b) => a.pageCode.localeCompare(b.pageCode, 'tr'));
      return ok(paginate(rows, query, page));
    }),
  ),

  http.post(
    '/admin/dynamic-pages',
    handle({ ...admin, body: pageIn }, async ({ body }) => {
      if (db.dynamicPages.findFirst((q) => q.where({ pageCode: body.pageCode }))) fail('PAGE_ALREADY_EXISTS');
      const p = await db.dynamicPages.create({ ...body, updatedAt: now() });
      return created(page(p));
    }),
  ),

  http.put(
    '/admin/dynamic-pages/{pageCode}',
    handle({ ...admin, body: pageIn }, async ({ params, body }) => {
      const pageCode = String(params.pageCode);
      if (
        body.pageCode !== pageCode &&
        db.dynamicPages.findFirst((q) => q.where({ pageCode: body.pageCode }))
      ) {
        fail('PAGE_ALREADY_EXISTS');
      }
      const updated = await db.dynamicPages.update((q) => q.where({ pageCode }), {
        data(p) {
          p.pageCode = body.pageCode;
          p.title = body.title;
          p.isActive = body.isActive;
          p.content = body.content;
          p.updatedAt = now();
        },
      });
      if (!updated) fail('PAGE_NOT_FOUND');
      return ok(page(updated));
    }),
  ),

  http.delete(
    '/admin/dynamic-pages/{pageCode}',
    handle(admin, ({ params }) => {
      if (!db.dynamicPages.delete((q) => q.where({ pageCode: String(params.pageCode) })))
        fail('PAGE_NOT_FOUND');
      return ok({ ok: true });
    }),
  ),
];
