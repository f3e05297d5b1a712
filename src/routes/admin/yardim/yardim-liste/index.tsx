import { useListSearch } from '@/features/admin/common/use-list-search';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '@/api/list';
import { HelpPage } from '@/features/admin/content/help-page';
import { getHelpQueryOptions } from '@/features/admin/content/api/help';
import { helpSearchSchema } from '@/features/admin/content/api/search';

export const Route = createFileRoute('/admin/yardim/yardim-liste/')({
  validateSearch: helpSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.adminData.ensure(getHelpQueryOptions(deps)),
  component: HelpRoute,
});

function HelpRoute() {
  const list = useListSearch(Route);
  return <HelpPage {...list} />;
}
