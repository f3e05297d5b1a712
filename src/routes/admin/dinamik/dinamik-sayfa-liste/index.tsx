import { useListSearch } from '@/features/admin/common/use-list-search';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '@/api/list';
import { DynamicPagesPage } from '@/features/admin/content/dynamic-pages-page';
import { getPagesQueryOptions } from '@/features/admin/content/api/dynamic-pages';
import { pagesSearchSchema } from '@/features/admin/content/api/search';

export const Route = createFileRoute('/admin/dinamik/dinamik-sayfa-liste/')({
  validateSearch: pagesSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.adminData.ensure(getPagesQueryOptions(deps)),
  component: DynamicPagesRoute,
});

function DynamicPagesRoute() {
  const list = useListSearch(Route);
  return <DynamicPagesPage {...list} />;
}
