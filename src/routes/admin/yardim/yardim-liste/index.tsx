import { createFileRoute } from '@tanstack/react-router';
import { listLoader, listRouteComponent } from '@/app/admin-list-route';
import { listRouteSearch } from '@/app/list-route-search';
import { getHelpQueryOptions } from '@/features/admin/content/api/help';
import { helpSearchSchema } from '@/features/admin/content/api/search';
import { HelpPage } from '@/features/admin/content/help-page';

export const Route = createFileRoute('/admin/yardim/yardim-liste/')({
  ...listRouteSearch(helpSearchSchema),
  loader: listLoader(getHelpQueryOptions),
  component: listRouteComponent(helpSearchSchema, HelpPage),
});
