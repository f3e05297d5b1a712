import { useListSearch } from '@/features/admin/common/use-list-search';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '@/api/list';
import { MemberPackagesPage } from '@/features/admin/packages/member-packages-page';
import { getMemberPackagesQueryOptions } from '@/features/admin/packages/api/get-member-packages';
import { memberPackagesSearchSchema } from '@/features/admin/packages/api/search';
import { allPackagesQueryOptions } from '@/features/admin/packages/api/get-packages';

export const Route = createFileRoute('/admin/paket/uye-paket-liste/')({
  validateSearch: memberPackagesSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.adminData.ensure(getMemberPackagesQueryOptions(deps)),
      context.adminData.ensure(allPackagesQueryOptions()),
    ]),
  component: MemberPackagesRoute,
});

function MemberPackagesRoute() {
  const list = useListSearch(Route);
  return <MemberPackagesPage {...list} />;
}
