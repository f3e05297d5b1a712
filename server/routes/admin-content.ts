// Admin: help entries and dynamic pages (mocks/handlers/admin-content.ts on the database). Role Admin;
// the bodies are the admin forms' schemas (src/domain/help.ts, src/domain/dynamic-pages.ts). The
// tables are the public content's (migration 0004): a change is served publicly at once.
import { sql, type Transaction } from 'kysely';
import { fail, failField } from '@/domain/api-errors';
import { dynamicPageInputSchema } from '@/domain/dynamic-pages';
import { HELP_ORDER, helpInputSchema } from '@/domain/help';
import { TEXT_MAX } from '@/domain/limits';
import { pageOf, sortOf, textSearchOf } from '@/domain/listing';
import { PAGE_CODE_PATTERN } from '@/domain/url-values';
import { idParam } from '@/domain/path-id';
import type { PageElementRow, Schema } from '../db/schema';
import { created, ok, type Router } from '../handle';
import { listPage, matchesSql, orderBySql } from '../listing';
import { isUniqueViolation } from '../tender/tender';

const admin = { roles: ['Admin'] } as const;
const HELP_COLUMNS = ['help_id', 'title', 'body', 'sort_order', 'is_active'] as const;
const PAGE_COLUMNS = ['page_code', 'title', 'is_active', 'content', 'updated_at'] as const;

interface HelpRow {
  help_id: number;
  title: string;
  body: string;
  sort_order: number;
  is_active: boolean;
}
const help = (row: HelpRow) => ({
  helpId: row.help_id,
  title: row.title,
  body: row.body,
  order: row.sort_order,
  isActive: row.is_active,
});

interface PageRow {
  page_code: string;
  title: string;
  is_active: boolean;
  content: PageElementRow;
  updated_at: Date;
}
const dynamicPage = (row: PageRow) => ({
  pageCode: row.page_code,
  title: row.title,
  isActive: row.is_active,
  content: row.content,
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** The page of a path's code; a code no page could have is as unknown as a missing one (404). */
function pageCodeParam(value: string | undefined): string {
  const code = String(value);
  if (code.length > TEXT_MAX.code64 || !PAGE_CODE_PATTERN.test(code)) fail('PAGE_NOT_FOUND');
  return code;
}

/** Runs a write that may take a page code another page has (a race past the check): 409 on pageCode. */
async function claimingCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) failField('pageCode', 'PAGE_ALREADY_EXISTS');
    throw error;
  }
}

async function pageExists(trx: Transaction<Schema>, pageCode: string): Promise<boolean> {
  const row = await trx
    .selectFrom('dynamic_pages')
    .select('page_id')
    .where('page_code', '=', pageCode)
    .executeTakeFirst();
  return row !== undefined;
}

export function adminContentRoutes(router: Router): void {
  router.get('/admin/help', admin, async ({ db, query }) => {
    const paging = pageOf(query);
    const sort = sortOf(query, ['title', 'order', 'isActive'] as const);
    const search = textSearchOf(query);
    let base = db.selectFrom('help_entries');
    if (search) base = base.where(matchesSql(search, [sql.ref('title'), sql.ref('body')]));
    const { total } = await base
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await base
      .select(HELP_COLUMNS)
      .orderBy(
        orderBySql(
          sort,
          {
            title: { value: sql.ref('title'), text: true },
            order: { value: sql.ref('sort_order') },
            isActive: { value: sql`is_active::int` },
          },
          [sql`sort_order`, sql`help_id`],
        ),
      )
      .limit(paging.pageSize)
      .offset(paging.offset)
      .execute();
    return ok(listPage(rows.map(help), Number(total), paging));
  });

  router.post('/admin/help', { ...admin, body: helpInputSchema }, async ({ db, body }) => {
    const row = await db.transaction().execute(async (trx) => {
      // Absent order: after the last entry (as the emulated server, capped at the contract's maximum).
      let order = body.order;
      if (order == null) {
        const { last } = await trx
          .selectFrom('help_entries')
          .select((eb) => eb.fn.max<number | null>('sort_order').as('last'))
          .executeTakeFirstOrThrow();
        order = Math.min((last ?? 0) + 10, HELP_ORDER.max);
      }
      return trx
        .insertInto('help_entries')
        .values({ title: body.title, body: body.body, sort_order: order, is_active: body.isActive ?? true })
        .returning(HELP_COLUMNS)
        .executeTakeFirstOrThrow();
    });
    return created(help(row));
  });

  router.put('/admin/help/{helpId}', { ...admin, body: helpInputSchema }, async ({ db, params, body }) => {
    const helpId = idParam(params.helpId, 'HELP_NOT_FOUND');
    const row = await db
      .updateTable('help_entries')
      .set((eb) => ({
        title: body.title,
        body: body.body,
        sort_order: body.order ?? eb.ref('sort_order'),
        is_active: body.isActive ?? eb.ref('is_active'),
      }))
      .where('help_id', '=', helpId)
      .returning(HELP_COLUMNS)
      .executeTakeFirst();
    if (!row) fail('HELP_NOT_FOUND');
    return ok(help(row));
  });

  router.delete('/admin/help/{helpId}', admin, async ({ db, params }) => {
    const helpId = idParam(params.helpId, 'HELP_NOT_FOUND');
    const gone = await db
      .deleteFrom('help_entries')
      .where('help_id', '=', helpId)
      .returning('help_id')
      .executeTakeFirst();
    if (!gone) fail('HELP_NOT_FOUND');
    return ok({ ok: true });
  });

  router.get('/admin/dynamic-pages', admin, async ({ db, query }) => {
    const paging = pageOf(query);
    const sort = sortOf(query, ['pageCode', 'title', 'isActive', 'updatedAt'] as const);
    const search = textSearchOf(query);
    let base = db.selectFrom('dynamic_pages');
    if (search) base = base.where(matchesSql(search, [sql.ref('page_code'), sql.ref('title')]));
    const { total } = await base
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    // The default order: the code (codes are [a-z0-9-], so "C" is the emulated server's tr order).
    const rows = await base
      .select(PAGE_COLUMNS)
      .orderBy(
        orderBySql(
          sort,
          {
            pageCode: { value: sql.ref('page_code'), text: true },
            title: { value: sql.ref('title'), text: true },
            isActive: { value: sql`is_active::int` },
            updatedAt: { value: sql.ref('updated_at') },
          },
          [sql`page_code collate "C"`],
        ),
      )
      .limit(paging.pageSize)
      .offset(paging.offset)
      .execute();
    return ok(listPage(rows.map(dynamicPage), Number(total), paging));
  });

  router.get('/admin/dynamic-pages/{pageCode}', admin, async ({ db, params }) => {
    const row = await db
      .selectFrom('dynamic_pages')
      .select(PAGE_COLUMNS)
      .where('page_code', '=', pageCodeParam(params.pageCode))
      .executeTakeFirst();
    if (!row) fail('PAGE_NOT_FOUND');
    return ok(dynamicPage(row));
  });

  router.post(
    '/admin/dynamic-pages',
    { ...admin, body: dynamicPageInputSchema },
    async ({ db, body, now }) => {
      const row = await claimingCode(() =>
        db.transaction().execute(async (trx) => {
          if (await pageExists(trx, body.pageCode)) failField('pageCode', 'PAGE_ALREADY_EXISTS');
          return trx
            .insertInto('dynamic_pages')
            .values({
              page_code: body.pageCode,
              title: body.title,
              is_active: body.isActive,
              content: JSON.stringify(body.content),
              updated_at: new Date(now),
            })
            .returning(PAGE_COLUMNS)
            .executeTakeFirstOrThrow();
        }),
      );
      return created(dynamicPage(row));
    },
  );

  router.put(
    '/admin/dynamic-pages/{pageCode}',
    { ...admin, body: dynamicPageInputSchema },
    async ({ db, params, body, now }) => {
      const pageCode = pageCodeParam(params.pageCode);
      const row = await claimingCode(() =>
        db.transaction().execute(async (trx) => {
          const current = await trx
            .selectFrom('dynamic_pages')
            .select('page_id')
            .where('page_code', '=', pageCode)
            .forUpdate()
            .executeTakeFirst();
          if (!current) fail('PAGE_NOT_FOUND');
          // A new code (a rename) must not take another page's.
          if (body.pageCode !== pageCode && (await pageExists(trx, body.pageCode)))
            failField('pageCode', 'PAGE_ALREADY_EXISTS');
          return trx
            .updateTable('dynamic_pages')
            .set({
              page_code: body.pageCode,
              title: body.title,
              is_active: body.isActive,
              content: JSON.stringify(body.content),
              updated_at: new Date(now),
            })
            .where('page_id', '=', current.page_id)
            .returning(PAGE_COLUMNS)
            .executeTakeFirstOrThrow();
        }),
      );
      return ok(dynamicPage(row));
    },
  );

  router.delete('/admin/dynamic-pages/{pageCode}', admin, async ({ db, params }) => {
    const gone = await db
      .deleteFrom('dynamic_pages')
      .where('page_code', '=', pageCodeParam(params.pageCode))
      .returning('page_id')
      .executeTakeFirst();
    if (!gone) fail('PAGE_NOT_FOUND');
    return ok({ ok: true });
  });
}
