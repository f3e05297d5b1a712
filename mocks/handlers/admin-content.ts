// Admin: help entries and dynamic pages. Role Admin. The bodies are checked with the same valibot
// schemas as the admin forms (src/domain/help.ts, src/domain/dynamic-pages.ts).
import { helpInputSchema } from '@/domain/help';
import { dynamicPageInputSchema } from '@/domain/dynamic-pages';
import { PAGE_CODE_PATTERN } from '@/domain/url-values';
import { TEXT_MAX } from '@/domain/limits';
import type { components } from '@/api/schema';
import { idParam } from '@/domain/path-id';
import { iso, now } from '../clock';
import { db, nextId } from '../db';
import { fail, failField } from '@/domain/api-errors';
import { created, handle, ok } from '../handle';
import { http } from '../http';
import { matchesQ, paginate, type SortKeys } from '../services/listing';

type Schemas = components['schemas'];
type HelpRow = ReturnType<typeof db.help.all>[number];
type PageRow = ReturnType<typeof db.dynamicPages.all>[number];
const admin = { roles: ['Admin'] } as const;

/** `sort` keys of GET /admin/help (openapi.yaml): the default order is `order`, then id. */
const helpSortKeys: SortKeys<HelpRow> = {
  title: (h) => h.title,
  order: (h) => h.order,
  isActive: (h) => (h.isActive ? 1 : 0),
};

/** `sort` keys of GET /admin/dynamic-pages (openapi.yaml): the default order is `pageCode`. */
const pageSortKeys: SortKeys<PageRow> = {
  pageCode: (p) => p.pageCode,
  title: (p) => p.title,
  isActive: (p) => (p.isActive ? 1 : 0),
  updatedAt: (p) => p.updatedAt,
};

function page(p: PageRow): Schemas['DynamicPage'] {
  return { ...p, updatedAt: iso(p.updatedAt) };
}

/** The page of a path's code; a code no page could have is as unknown as a missing one (404). */
function pageCodeParam(value: unknown): string {
  const code = String(value);
  if (code.length > TEXT_MAX.code64 || !PAGE_CODE_PATTERN.test(code)) fail('PAGE_NOT_FOUND');
  return code;
}

const findPage = (pageCode: string) => db.dynamicPages.findFirst((q) => q.where({ pageCode }));

export const adminContentHandlers = [
  http.get(
    '/admin/help',
    handle(admin, ({ query }) => {
      const rows = db.help
        .all()
        .filter((h) => matchesQ(query, h.title, h.body))
        .sort((a, b) => a.order - b.order || a.helpId - b.helpId);
      return ok(paginate(rows, query, (h) => h, helpSortKeys));
    }),
  ),

  http.post(
    '/admin/help',
    handle({ ...admin, body: helpInputSchema }, async ({ body }) => {
      const all = db.help.all();
      const entry = await db.help.create({
        helpId: nextId(all, (h) => h.helpId),
        title: body.title,
        body: body.body,
        order: body.order ?? Math.min(all.reduce((m, h) => Math.max(m, h.order), 0) + 10, 100_000),
        isActive: body.isActive ?? true,
      });
      return created(entry);
    }),
  ),

  http.put(
    '/admin/help/{helpId}',
    handle({ ...admin, body: helpInputSchema }, async ({ params, body }) => {
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
      return ok(paginate(rows, query, page, pageSortKeys));
    }),
  ),

  http.get(
    '/admin/dynamic-pages/{pageCode}',
    handle(admin, ({ params }) => {
      const found = findPage(pageCodeParam(params.pageCode));
      if (!found) fail('PAGE_NOT_FOUND');
      return ok(page(found));
    }),
  ),

  http.post(
    '/admin/dynamic-pages',
    handle({ ...admin, body: dynamicPageInputSchema }, async ({ body }) => {
      if (findPage(body.pageCode)) failField('pageCode', 'PAGE_ALREADY_EXISTS');
      const p = await db.dynamicPages.create({ ...body, updatedAt: now() });
      return created(page(p));
    }),
  ),

  http.put(
    '/admin/dynamic-pages/{pageCode}',
    handle({ ...admin, body: dynamicPageInputSchema }, async ({ params, body }) => {
      const pageCode = pageCodeParam(params.pageCode);
      if (!findPage(pageCode)) fail('PAGE_NOT_FOUND');
      // A new code (a rename) must not take another page's.
      if (body.pageCode !== pageCode && findPage(body.pageCode)) failField('pageCode', 'PAGE_ALREADY_EXISTS');
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
      const pageCode = pageCodeParam(params.pageCode);
      if (!db.dynamicPages.delete((q) => q.where({ pageCode }))) fail('PAGE_NOT_FOUND');
      return ok({ ok: true });
    }),
  ),
];
