import { useListSearch } from '@/features/admin/common/use-list-search';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '@/api/list';
import { ApprovalsPage } from '@/features/admin/approvals/approvals-page';
import { getApprovalsQueryOptions } from '@/features/admin/approvals/api/get-approvals';
import { approvalsSearchSchema } from '@/features/admin/approvals/api/search';
import { citiesQueryOptions } from '@/api/addresses/lookups';

export const Route = createFileRoute('/admin/onay/onay-liste/')({
  validateSearch: approvalsSearchSchema,
  // Defaults stay out of the URL: /admin/onay/onay-liste/ is page 1 of 20, no filter.
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.adminData.ensure(getApprovalsQueryOptions(deps)),
      context.adminData.ensure(citiesQueryOptions()),
    ]),
  component: ApprovalsRoute,
});

function ApprovalsRoute() {
  const list = useListSearch(Route);
  return <ApprovalsPage {...list} />;
}
