import { useMemo, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, formatPhone } from '@/domain/format';
import { vehicleTypeLabels } from '@/domain/params';
import { FilterSelect } from '../common/filter-select';
import { ListSearchBox } from '../common/list-search-box';
import type { ListSearchProps } from '../common/use-list-search';
import { QueryView } from '../common/query-view';
import { useListFilters } from '../common/use-list-filters';
import { usePageInRange } from '../common/use-page-in-range';
import { citiesQueryOptions } from '@/api/addresses/lookups';
import { csvDigits } from '@/ui/csv';
import { DataTable, searchPaging, type DataTableColumn } from '@/ui/data-table';
import { listEmptyText } from '@/ui/filtered-empty';
import { PageTitle } from '@/ui/page-title';
import { runAction } from '@/ui/run-action';
import { useDecideApproval } from './api/decide-approval';
import { getAllApprovals, useApprovals, type ApprovalsSearch } from './api/get-approvals';
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

function Filters({ search, onSearchChange }: ApprovalsPageProps) {
  return (
    <div className={classes.filters} role="search">
      <ListSearchBox
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        value={search.q}
        onSearch={(q) => onSearchChange({ q, page: 1 })}
      />
      <FilterSelect
        label={m.vehicleFilter}
        value={search.workingType === undefined ? '' : String(search.workingType)}
        data={[
          { value: '', label: m.vehicleAll },
          { value: '1', label: vehicleTypeLabels[1] },
          { value: '2', label: vehicleTypeLabels[2] },
        ]}
        onChange={(e) => {
          const value = e.currentTarget.value;
          onSearchChange({ workingType: value === '1' ? 1 : value === '2' ? 2 : undefined, page: 1 });
        }}
      />
    </div>
  );
}

/**
 * "Onay Bekleyenler": pending courier applications, newest first, with their documents; approve
 * (confirmed) or reject with a reason. A decided row leaves the list and a notice says what
 * happened. Filters and the page live in the URL.
 */
export function ApprovalsPage({ search, onSearchChange }: ApprovalsPageProps) {
  const approvals = useApprovals(search);
  const decide = useDecideApproval();
  const cityName = useCityNames();
  const [rejecting, setRejecting] = useState<Application | null>(null);
  const filters = useListFilters(search, onSearchChange, { q: '', workingType: undefined });
  usePageInRange(approvals, (page) => onSearchChange({ page }));

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
    {
      key: 'name',
      title: m.columns.name,
      primary: true,
      sortable: true,
      csv: (a) => `${a.name} ${a.surname}`,
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
    },
    {
      key: 'phone',
      title: m.columns.phone,
      render: () => null,
      csv: (a) => csvDigits(a.phone),
      hidden: true,
    },
    {
      key: 'vehicle',
      title: m.columns.vehicle,
      render: (a) => vehicleTypeLabels[a.workingType],
      csv: (a) => vehicleTypeLabels[a.workingType],
    },
    {
      key: 'city',
      title: m.columns.city,
      render: (a) => cityName(a.address?.cityId),
      csv: (a) => cityName(a.address?.cityId),
    },
    {
      key: 'createdAt',
      title: m.columns.date,
      sortable: true,
      render: (a) => (a.createdAt ? formatDateTime(a.createdAt) : ''),
      csv: (a) => (a.createdAt ? formatDateTime(a.createdAt) : ''),
    },
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
    <Stack gap="md">
      <PageTitle title={m.title} />
      <Text c="dimmed">{m.summary}</Text>
      <Filters search={search} onSearchChange={onSearchChange} />
      <QueryView query={approvals} kind="list" skeletonHeight={220}>
        {(data) => (
          <DataTable
            label={m.tableLabel}
            columns={columns}
            page={data}
            rowKey={(a) => a.userId}
            fetching={approvals.isPlaceholderData}
            countText={m.count}
            {...searchPaging(search, onSearchChange)}
            csv={{ fileName: 'kurye-basvurulari.csv', rows: () => getAllApprovals(search) }}
            emptyText={listEmptyText(filters, m)}
          />
        )}
      </QueryView>
      <RejectDialog
        application={rejecting}
        onClose={() => setRejecting(null)}
        onReject={reject}
        pending={decide.isPending}
      />
    </Stack>
  );
}
