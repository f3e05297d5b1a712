import { createFileRoute, notFound } from '@tanstack/react-router';
import { DynamicPage } from '@/features/dynamic-pages';
// Not the feature's index: this file stays in the route tree (first load), and the index would
// bring the renderer and its Mantine pieces; the loader (split off) brings the call.
import { isPageCode } from '@/domain/url-values';
import { getDynamicPageQueryOptions } from '@/features/dynamic-pages/api/get-dynamic-page';

// Every active dynamic page has a public address (issue 17). The loader only starts the read
// (also on hover, with preload): the page itself shows loading, offline, 404 and errors.
export const Route = createFileRoute('/sayfa/$pageCode')({
  beforeLoad: ({ params }) => {
    if (!isPageCode(params.pageCode)) throw notFound();
  },
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(getDynamicPageQueryOptions(params.pageCode));
  },
  component: DynamicPageRoute,
});

function DynamicPageRoute() {
  const { pageCode } = Route.useParams();
  return <DynamicPage key={pageCode} pageCode={pageCode} />;
}
