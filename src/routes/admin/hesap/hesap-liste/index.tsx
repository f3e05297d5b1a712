import type { SearchChangeOptions } from '@/ui/data-table';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '@/api/list';
import { AccountsPage } from '@/features/admin/wallet/accounts-page';
import { getAccountsQueryOptions } from '@/features/admin/wallet/api/get-accounts';
import { accountsSearchSchema, type AccountsSearch } from '@/features/admin/wallet/api/search';
import { isOnline } from '@/ui/online-status';

export const Route = createFileRoute('/admin/hesap/hesap-liste/')({
  validateSearch: accountsSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (!context.isAdmin || !isOnline()) return;
    await context.queryClient.ensureQueryData(getAccountsQueryOptions(deps));
  },
  component: AccountsRoute,
});

function AccountsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // `replace`: a page past the end corrected to the last one (DataTable), not a step of its own.
  const onSearchChange = (patch: Partial<AccountsSearch>, options?: SearchChangeOptions) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace });
  return (
    <AccountsPage
      search={search}
      onSearchChange={onSearchChange}
      onOpenAccount={(a) =>
        void navigate({ to: '/admin/hesap/hareket-listele/', search: { accountId: a.accountId } })
      }
    />
  );
}
