import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PAGE_CODE_PATTERN } from '@/domain/url-values';
import { DynamicPageEditorPage } from '@/features/admin/content/dynamic-page-editor-page';
import { getPageQueryOptions } from '@/features/admin/content/api/dynamic-pages';
import { isOnline } from '@/ui/online-status';

/** `?kod=hakkimizda` edits that page; without it (or with a code no page can have) a new page. */
const editorSearchSchema = v.object({
  kod: v.optional(
    v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64), v.regex(PAGE_CODE_PATTERN))), undefined),
  ),
});

export const Route = createFileRoute('/admin/dinamik/dinamik-sayfa-ekle/')({
  validateSearch: editorSearchSchema,
  loaderDeps: ({ search }) => ({ kod: search.kod }),
  loader: async ({ context, deps }) => {
    if (!context.isAdmin || !isOnline() || deps.kod === undefined) return;
    // A missing page shows its message in the screen (the query's error), not an error page.
    await context.queryClient.prefetchQuery(getPageQueryOptions(deps.kod));
  },
  component: EditorRoute,
});

function EditorRoute() {
  const { kod } = Route.useSearch();
  return <DynamicPageEditorPage pageCode={kod} />;
}
