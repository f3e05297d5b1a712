import { createFileRoute } from '@tanstack/react-router';
import { listLoader, listRouteComponent } from '@/app/admin-list-route';
import { listRouteSearch } from '@/app/list-route-search';
import { getPackagesQueryOptions } from '@/features/admin/packages/api/get-packages';
import { packagesSearchSchema } from '@/features/admin/packages/api/search';
import { PackagesPage } from '@/features/admin/packages/packages-page';

export const Route = createFileRoute('/admin/paket/paket-tanim-liste/')({
  ...listRouteSearch(packagesSearchSchema),
  loader: listLoader(getPackagesQueryOptions),
  component: listRouteComponent(packagesSearchSchema, PackagesPage),
});
