// Admin: help entries and dynamic pages. Role Admin.
import * as v from 'valibot';
import {
  intSchema,
  pageTreeNamesValid,
  pageTreeProblem,
  requiredTextSchema,
  textSchema,
} from '@/domain/limits';
import type { components } from '@/api/schema';
import { iso, now } from '../clock';
import { db, elementSchema, nextId } from '../db';
import { fail } from '../errors';
import { created, handle, idParam, ok } from '../handle';
import { http } from '../http';
import { matchesQ, paginate } from '../services/listing';

type Schemas = components['schemas'];
const admin = { roles: ['Admin'] } as const;
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

function page(p: ReturnType<typeof db.dynamicPages.all>[number]): Schemas['DynamicPage'] {
  return { ...p, updatedAt: iso(p.updatedAt) };
}

export const adminContentHandlers = [
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
