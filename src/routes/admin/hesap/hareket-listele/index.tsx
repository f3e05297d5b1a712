import { useListSearch } from '@/features/admin/common/use-list-search';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '@/api/list';
import { getMovementsQueryOptions } from '@/features/admin/wallet/api/get-movements';
import { movementsSearchSchema } from '@/features/admin/wallet/api/search';
import { MovementsPage } from '@/features/admin/wallet/movements-page';

export const Route = createFileRoute('/admin/hesap/hareket-listele/')({
  validateSearch: movementsSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.adminData.ensure(getMovementsQueryOptions(deps)),
  component: MovementsRoute,
});

function MovementsRoute() {
  const list = useListSearch(Route);
  return <MovementsPage {...list} />;
}
