import { useListSearch } from '@/features/admin/common/use-list-search';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '@/api/list';
import { PackagesPage } from '@/features/admin/packages/packages-page';
import { getPackagesQueryOptions } from '@/features/admin/packages/api/get-packages';
import { packagesSearchSchema } from '@/features/admin/packages/api/search';

export const Route = createFileRoute('/admin/paket/paket-tanim-liste/')({
  validateSearch: packagesSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.adminData.ensure(getPackagesQueryOptions(deps)),
  component: PackagesRoute,
});

function PackagesRoute() {
  const list = useListSearch(Route);
  return <PackagesPage {...list} />;
}
