import { createFileRoute } from '@tanstack/react-router';
import { allPackagesQueryOptions } from '@/features/admin/packages/api/get-packages';
import { listLoader, listRouteComponent } from '@/app/admin-list-route';
import { listRouteSearch } from '@/app/list-route-search';
import { getMemberPackagesQueryOptions } from '@/features/admin/packages/api/get-member-packages';
import { memberPackagesSearchSchema } from '@/features/admin/packages/api/search';
import { MemberPackagesPage } from '@/features/admin/packages/member-packages-page';

export const Route = createFileRoute('/admin/paket/uye-paket-liste/')({
  ...listRouteSearch(memberPackagesSearchSchema),
  loader: listLoader(getMemberPackagesQueryOptions, allPackagesQueryOptions),
  component: listRouteComponent(memberPackagesSearchSchema, MemberPackagesPage),
});
