import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { formatMoney } from '@/domain/format';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { PendingOrOffline } from '@/ui/needs-network';
import { PageTitle } from '@/ui/page-title';
import { useReconciliation, type ReconciliationRange } from './api/get-reconciliation';
import type { ReconciliationCourier } from './api/types';
import { Figures } from './figures';
import { LoadError } from '../common/load-error';
import { DateRangeFilter } from '../shipments/date-range-filter';
import { reconciliationMessages as m } from './messages';
import { istanbulToday } from './tr-dates';
import classes from './wallet.module.css';

export interface ReconciliationPageProps {
  range: ReconciliationRange;
  onRangeChange: (range: ReconciliationRange) => void;
}

/** A difference in words and colour (never colour alone): short, over or matching. */
export function DifferenceText({ difference }: { difference: number }) {
  if (difference === 0)
    return (
      <span className={classes.ok}>
        <IconCircleCheck size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} /> {m.status.ok}
      </span>
    );
  return (
    <span className={difference < 0 ? classes.short : classes.over}>
      <IconAlertTriangle size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
      {difference < 0 ? m.status.short(difference) : m.status.over(difference)}
    </span>
  );
}

const differenceCsv = (d: number) => (d === 0 ? m.status.ok : d < 0 ? m.status.short(d) : m.status.over(d));

const money = (v: number) => <span className={classes.money}>{formatMoney(v)}</span>;

const columns: DataTableColumn<ReconciliationCourier>[] = [
  {
    key: 'courierName',
    title: m.columns.courierName,
    primary: true,
    render: (c) => c.courierName,
    csv: (c) => c.courierName,
  },
  {
    key: 'shipmentCount',
    title: m.columns.shipmentCount,
    textAlign: 'right',
    render: (c) => c.shipmentCount,
    csv: (c) => c.shipmentCount,
  },
  {
    key: 'expected',
    title: m.columns.expected,
    textAlign: 'right',
    render: (c) => money(c.expected),
    csv: (c) => c.expected,
  },
  {
    key: 'collected',
    title: m.columns.collected,
    textAlign: 'right',
    render: (c) => money(c.collected),
    csv: (c) => c.collected,
  },
  {
    key: 'difference',
    title: m.columns.difference,
    render: (c) => <DifferenceText difference={c.difference} />,
    csv: (c) => `${c.difference} (${differenceCsv(c.difference)})`,
  },
];

/** "Mutabakat": cash collected at the door against the completed shipments, per courier, for days. */
export function ReconciliationPage({ range, onRangeChange }: ReconciliationPageProps) {
  const report = useReconciliation(range);
  const data = report.data;
  const mismatched = data?.couriers.filter((c) => c.difference !== 0).length ?? 0;
  return (
    <Stack gap="lg">
      <PageTitle title={m.title} />
      <Text c="dimmed">{m.summary}</Text>
      <div className={classes.toolbar}>
        <DateRangeFilter
          label={m.range}
          maxDate={istanbulToday()}
          clearable={false}
          from={range.from}
          to={range.to}
          onChange={({ from, to }) => {
            if (from && to) onRangeChange({ from, to });
          }}
        />
      </div>
      {data ? (
        <>
          <Figures
            label={m.title}
            items={[
              { term: m.shipments, value: data.shipmentCount },
              { term: m.expected, value: formatMoney(data.expectedTotal) },
              { term: m.collected, value: formatMoney(data.collectedTotal) },
              { term: m.difference, value: <DifferenceText difference={data.difference} /> },
            ]}
          />
          {data.couriers.length > 0 ? (
            <Alert
              color={mismatched > 0 ? 'red' : 'green'}
              variant="light"
              icon={mismatched > 0 ? <IconAlertTriangle aria-hidden /> : <IconCircleCheck aria-hidden />}
            >
              {mismatched > 0 ? m.mismatchCount(mismatched) : m.allMatch}
            </Alert>
          ) : null}
          <DataTable
            label={m.tableLabel}
            columns={columns}
            page={{
              items: data.couriers,
              total: data.couriers.length,
              page: 1,
              pageSize: Math.max(data.couriers.length, 1),
            }}
            rowKey={(c) => c.courierId}
            fetching={report.isPlaceholderData}
            countText={m.count}
            onPageChange={() => undefined}
            csv={{ fileName: m.csvFile, rows: () => Promise.resolve(data.couriers) }}
            emptyText={m.empty}
          />
        </>
      ) : report.error ? (
        <LoadError error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <PendingOrOffline kind="list">
          <Skeleton height={220} radius="md" />
        </PendingOrOffline>
      )}
    </Stack>
  );
}
