import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { urlDay } from '@/api/list';
import { getReconciliationQueryOptions } from '@/features/admin/wallet/api/get-reconciliation';
import { ReconciliationPage } from '@/features/admin/wallet/reconciliation-page';
import { daysBefore, istanbulToday } from '@/features/admin/wallet/days';
import { isOnline } from '@/ui/online-status';

/** `?from=2026-11-18&to=2026-11-24`: the days (both included); absent, the last seven days. */
const searchSchema = v.object({ from: urlDay, to: urlDay });

function rangeOf(search: { from?: string; to?: string }) {
  const today = istanbulToday();
  if (search.from && search.to && search.from <= search.to) return { from: search.from, to: search.to };
  return { from: daysBefore(today, 6), to: today };
}

export const Route = createFileRoute('/admin/hesap/mutabakat/')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams({ from: undefined, to: undefined })] },
  loaderDeps: ({ search }) => rangeOf(search),
  loader: async ({ context, deps }) => {
    if (!context.isAdmin || !isOnline()) return;
    await context.queryClient.ensureQueryData(getReconciliationQueryOptions(deps));
  },
  component: ReconciliationRoute,
});

function ReconciliationRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ReconciliationPage range={rangeOf(search)} onRangeChange={(range) => void navigate({ search: range })} />
  );
}
