import { createFileRoute } from '@tanstack/react-router';
import { listLoader, listRouteComponent } from '@/app/admin-list-route';
import { listRouteSearch } from '@/app/list-route-search';
import { getPagesQueryOptions } from '@/features/admin/content/api/dynamic-pages';
import { pagesSearchSchema } from '@/features/admin/content/api/search';
import { DynamicPagesPage } from '@/features/admin/content/dynamic-pages-page';

export const Route = createFileRoute('/admin/dinamik/dinamik-sayfa-liste/')({
  ...listRouteSearch(pagesSearchSchema),
  loader: listLoader(getPagesQueryOptions),
  component: listRouteComponent(pagesSearchSchema, DynamicPagesPage),
});
