import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { urlDay } from '@/api/list';
import { AccountingPage } from '@/features/admin/wallet/accounting-page';
import {
  getAccountingPreviewQueryOptions,
  getAccountingRunsQueryOptions,
} from '@/features/admin/wallet/api/accounting';
import { daysBefore, istanbulToday } from '@/features/admin/wallet/days';
import { isOnline } from '@/ui/online-status';

/** `?date=2026-11-24`: the day to account for; absent, a past or a wrong one means yesterday. */
const searchSchema = v.object({
  date: urlDay,
});

/** The day shown: the URL's, unless it is after today; else yesterday (the usual day to close). */
function dayOf(date: string | undefined): string {
  const today = istanbulToday();
  return date && date <= today ? date : daysBefore(today, 1);
}

export const Route = createFileRoute('/admin/hesap/muhasebe-yap/')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams({ date: undefined })] },
  loaderDeps: ({ search }) => ({ date: dayOf(search.date) }),
  loader: async ({ context, deps }) => {
    if (!context.isAdmin || !isOnline()) return;
    await Promise.all([
      context.queryClient.ensureQueryData(getAccountingPreviewQueryOptions(deps.date)),
      context.queryClient.ensureQueryData(getAccountingRunsQueryOptions()),
    ]);
  },
  component: AccountingRoute,
});

function AccountingRoute() {
  const { date } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AccountingPage date={dayOf(date)} onDateChange={(d) => void navigate({ search: { date: d } })} />;
}
