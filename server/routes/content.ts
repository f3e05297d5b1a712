// The public content: dynamic pages (only active ones; an inactive page is the same 404 as an
// unknown one) and the help, in display order. The emulated server's answers
// (mocks/handlers/lookups.ts, mocks/handlers/feedback.ts) on the database.
import { fail } from '@/domain/api-errors';
import { ok, type Router } from '../handle';

export function contentRoutes(router: Router): void {
  router.get('/dynamic/{pageCode}', { auth: 'public' }, async ({ db, params }) => {
    const page = await db
      .selectFrom('dynamic_pages')
      .select('content')
      .where('page_code', '=', String(params.pageCode))
      .where('is_active', '=', true)
      .executeTakeFirst();
    if (!page) fail('PAGE_NOT_FOUND');
    return ok(page.content);
  });

  router.get('/help', { auth: 'public' }, async ({ db }) => {
    const rows = await db
      .selectFrom('help_entries')
      .select(['help_id', 'title', 'body', 'sort_order', 'is_active'])
      .where('is_active', '=', true)
      .orderBy('sort_order')
      .orderBy('help_id')
      .execute();
    return ok(
      rows.map((row) => ({
        helpId: row.help_id,
        title: row.title,
        body: row.body,
        order: row.sort_order,
        isActive: row.is_active,
      })),
    );
  });
}
