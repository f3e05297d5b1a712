import { useMemo, useState } from 'react';
import { Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatPhone } from '@/domain/format';
import { vehicleTypeLabels } from '@/domain/params';
import { AdminListScreen, type ListSelectFilter } from '../common/admin-list-screen';
import { csvPhoneColumn, dateTimeColumn, textColumn } from '../common/columns';
import type { ListSearchProps } from '../common/use-list-search';
import { citiesQueryOptions } from '@/api/addresses/lookups';
import type { DataTableColumn } from '@/ui/data-table';
import { runAction } from '@/ui/run-action';
import { useDecideApproval } from './api/decide-approval';
import { getApprovals, useApprovals, type ApprovalsSearch } from './api/get-approvals';
import type { Application } from './api/types';
import { DocumentThumbnails } from './document-thumbnails';
import { approvalMessages as m } from './messages';
import { RejectDialog } from './reject-dialog';
import classes from './approvals-page.module.css';

export type ApprovalsPageProps = ListSearchProps<ApprovalsSearch>;

function useCityNames(): (cityId: number | undefined) => string {
  const { data } = useQuery(citiesQueryOptions());
  return useMemo(() => {
    const names = new Map((data ?? []).map((c) => [c.cityId, c.cityName]));
    return (cityId) => (cityId === undefined ? m.unknownCity : (names.get(cityId) ?? m.unknownCity));
  }, [data]);
}

const filters: ListSelectFilter<ApprovalsSearch>[] = [
  {
    name: 'workingType',
    label: m.vehicleFilter,
    all: m.vehicleAll,
    options: ([1, 2] as const).map((c) => ({ value: c, label: vehicleTypeLabels[c] })),
  },
];

/**
 * "Onay Bekleyenler": pending courier applications, newest first, with their documents; approve
 * (confirmed) or reject with a reason. A decided row leaves the list and a notice says what
 * happened. Filters and the page live in the URL.
 */
export function ApprovalsPage({ search, onSearchChange }: ApprovalsPageProps) {
  const decide = useDecideApproval();
  const cityName = useCityNames();
  const [rejecting, setRejecting] = useState<Application | null>(null);

  const approve = (a: Application) =>
    runAction({
      confirm: { title: m.approveConfirmTitle, text: m.approveConfirmText(a), confirmLabel: m.approve },
      action: () => decide.mutateAsync({ userId: a.userId, body: { decision: 'approve' } }),
      success: m.approved,
    });

  const reject = (a: Application, reason: string) =>
    runAction({
      action: () => decide.mutateAsync({ userId: a.userId, body: { decision: 'reject', reason } }),
      success: m.rejected,
    });

  const busyWith = (a: Application) => decide.isPending && decide.variables.userId === a.userId;

  const columns: DataTableColumn<Application>[] = [
    textColumn<Application>('name', m.columns.name, (a) => `${a.name} ${a.surname}`, {
      primary: true,
      sortable: true,
      render: (a) => (
        <>
          <span className={classes.name}>
            {a.name} {a.surname}
          </span>
          <Text size="sm" c="dimmed" className={classes.phone}>
            {formatPhone(a.phone)}
          </Text>
        </>
      ),
    }),
    csvPhoneColumn<Application>('phone', m.columns.phone, (a) => a.phone),
    textColumn<Application>('vehicle', m.columns.vehicle, (a) => vehicleTypeLabels[a.workingType]),
    textColumn<Application>('city', m.columns.city, (a) => cityName(a.address?.cityId)),
    dateTimeColumn<Application>('createdAt', m.columns.date, (a) => a.createdAt),
    {
      key: 'documents',
      title: m.columns.documents,
      width: 150,
      render: (a) => <DocumentThumbnails application={a} />,
    },
    {
      key: 'actions',
      title: m.columns.actions,
      actions: true,
      width: 120,
      render: (a) => (
        <div className={classes.actions}>
          <Button
            aria-label={m.approveLabel(a)}
            loading={busyWith(a) && decide.variables?.body.decision === 'approve'}
            disabled={busyWith(a)}
            onClick={() => void approve(a)}
          >
            {m.approve}
          </Button>
          <Button
            color="red"
            variant="light"
            aria-label={m.rejectLabel(a)}
            aria-haspopup="dialog"
            disabled={busyWith(a)}
            onClick={() => setRejecting(a)}
          >
            {m.reject}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <AdminListScreen
      search={search}
      onSearchChange={onSearchChange}
      texts={m}
      query={useApprovals(search)}
      filters={filters}
      filterColumns="minmax(0, 1fr) 10rem"
      columns={columns}
      rowKey={(a) => a.userId}
      csv={{ fileName: 'kurye-basvurulari.csv', read: getApprovals }}
      keepPageInRange
    >
      <RejectDialog
        application={rejecting}
        onClose={() => setRejecting(null)}
        onReject={reject}
        pending={decide.isPending}
      />
    </AdminListScreen>
  );
}
