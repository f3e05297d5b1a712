import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { listLoader, listRouteComponent } from '@/app/admin-list-route';
import { listRouteSearch } from '@/app/list-route-search';
import { AccountsPage, type AccountsPageProps } from '@/features/admin/wallet/accounts-page';
import { getAccountsQueryOptions } from '@/features/admin/wallet/api/get-accounts';
import { accountsSearchSchema } from '@/features/admin/wallet/api/search';

export const Route = createFileRoute('/admin/hesap/hesap-liste/')({
  ...listRouteSearch(accountsSearchSchema),
  loader: listLoader(getAccountsQueryOptions),
  component: listRouteComponent(accountsSearchSchema, AccountsPage, useAccountLinks),
});

function useAccountLinks(): Pick<AccountsPageProps, 'onOpenAccount'> {
  const navigate = useNavigate();
  return {
    onOpenAccount: (a) =>
      void navigate({ to: '/admin/hesap/hareket-listele/', search: { accountId: a.accountId } }),
  };
}
