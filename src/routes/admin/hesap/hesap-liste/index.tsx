import { useListSearch } from '@/features/admin/common/use-list-search';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '@/api/list';
import { AccountsPage } from '@/features/admin/wallet/accounts-page';
import { getAccountsQueryOptions } from '@/features/admin/wallet/api/get-accounts';
import { accountsSearchSchema } from '@/features/admin/wallet/api/search';

export const Route = createFileRoute('/admin/hesap/hesap-liste/')({
  validateSearch: accountsSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.adminData.ensure(getAccountsQueryOptions(deps)),
  component: AccountsRoute,
});

function AccountsRoute() {
  const list = useListSearch(Route);
  const navigate = Route.useNavigate();
  return (
    <AccountsPage
      {...list}
      onOpenAccount={(a) =>
        void navigate({ to: '/admin/hesap/hareket-listele/', search: { accountId: a.accountId } })
      }
    />
  );
}
