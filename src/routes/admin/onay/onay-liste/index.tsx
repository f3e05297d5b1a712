import { createFileRoute } from '@tanstack/react-router';
import { citiesQueryOptions } from '@/api/addresses/lookups';
import { listLoader, listRouteComponent } from '@/app/admin-list-route';
import { listRouteSearch } from '@/app/list-route-search';
import { getApprovalsQueryOptions } from '@/features/admin/approvals/api/get-approvals';
import { approvalsSearchSchema } from '@/features/admin/approvals/api/search';
import { ApprovalsPage } from '@/features/admin/approvals/approvals-page';

export const Route = createFileRoute('/admin/onay/onay-liste/')({
  ...listRouteSearch(approvalsSearchSchema),
  loader: listLoader(getApprovalsQueryOptions, citiesQueryOptions),
  component: listRouteComponent(approvalsSearchSchema, ApprovalsPage),
});
