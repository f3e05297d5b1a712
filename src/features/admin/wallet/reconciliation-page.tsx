import { useMemo, useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { formatMoney } from '@/domain/format';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { PageTitle } from '@/ui/page-title';
import { useCashHandovers } from './api/cash-handovers';
import { useReconciliation, type ReconciliationRange } from './api/get-reconciliation';
import type { CashHandover, ReconciliationCourier } from './api/types';
import { HandoverForm, type HandoverCourier } from './handover-form';
import { countColumn, moneyColumn, nameColumn, onePage } from './columns';
import { Figures } from './figures';
import { QueryView } from '../common/query-view';
import { TableSection } from '../common/table-section';
import { handoverMessages as hm, reconciliationMessages as m } from './messages';
import { dayLabel } from './days';
import { DateRangeFilter } from '../shipments/date-range-filter';
import { istanbulToday } from './days';
import classes from './wallet.module.css';

export interface ReconciliationPageProps {
  range: ReconciliationRange;
  onRangeChange: (range: ReconciliationRange) => void;
}

/** A difference in words and colour (never colour alone): short, over or matching. */
function DifferenceText({ difference }: { difference: number }) {
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

/** The courier table's columns (exported for the CSV's test). */
export const reconciliationColumns: DataTableColumn<ReconciliationCourier>[] = [
  nameColumn('courierName', m.columns.courierName, (c) => c.courierName),
  countColumn('shipmentCount', m.columns.shipmentCount, (c) => c.shipmentCount),
  moneyColumn('expected', m.columns.expected, (c) => c.expected),
  moneyColumn('collected', m.columns.collected, (c) => c.collected),
  {
    key: 'difference',
    title: m.columns.difference,
    render: (c) => <DifferenceText difference={c.difference} />,
    // A number a spreadsheet can add up; what it means in the next column.
    csv: (c) => c.difference,
  },
  {
    key: 'differenceNote',
    title: m.columns.differenceNote,
    render: () => null,
    csv: (c) => differenceCsv(c.difference),
    hidden: true,
  },
];

/** A handover's difference in words (never colour alone): short, over or none. */
function HandoverDifference({ difference }: { difference: number }) {
  if (difference === 0) return <span className={classes.ok}>{m.status.ok}</span>;
  return (
    <span className={difference < 0 ? classes.short : classes.over}>
      {difference < 0 ? `${formatMoney(-difference)} eksik` : `${formatMoney(difference)} fazla`}
    </span>
  );
}

/** The courier's cash still to hand over (with "Nakit Teslim Al"), or that it was handed over. */
function handoverColumn(onTake: (c: HandoverCourier) => void): DataTableColumn<ReconciliationCourier> {
  return {
    key: 'handover',
    title: hm.take,
    render: (c) =>
      c.open.shipmentCount > 0 ? (
        <Stack gap={4} align="flex-start">
          <span>{hm.open(c.open.collected)}</span>
          <Button size="xs" aria-label={hm.takeLabel(c.courierName)} onClick={() => onTake(c)}>
            {hm.take}
          </Button>
        </Stack>
      ) : (
        <span className={classes.ok}>
          <IconCircleCheck size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} /> {hm.settled}
        </span>
      ),
  };
}

const handoverColumns: DataTableColumn<CashHandover>[] = [
  { key: 'date', title: hm.columns.date, primary: true, render: (h) => dayLabel(h.date) },
  { key: 'courierName', title: hm.columns.courierName, render: (h) => h.courierName },
  moneyColumn('amount', hm.columns.amount, (h) => h.amount, { csv: false }),
  moneyColumn('expected', hm.columns.expected, (h) => h.expected, { csv: false }),
  {
    key: 'difference',
    title: hm.columns.difference,
    render: (h) => <HandoverDifference difference={h.difference} />,
  },
  { key: 'note', title: hm.columns.note, render: (h) => h.note ?? '' },
  { key: 'staffName', title: hm.columns.staffName, render: (h) => h.staffName },
];

/** "Mutabakat": cash collected at the door against the completed shipments, per courier, for days. */
export function ReconciliationPage({ range, onRangeChange }: ReconciliationPageProps) {
  const report = useReconciliation(range);
  const handovers = useCashHandovers();
  const [taking, setTaking] = useState<HandoverCourier | null>(null);
  const tableColumns = useMemo(() => [...reconciliationColumns, handoverColumn(setTaking)], []);
  const data = report.data;
  const mismatched = data?.couriers.filter((c) => c.difference !== 0).length ?? 0;
  // A difference whose cash was handed over is settled: kept on the handover with its note.
  const settled = data?.couriers.filter((c) => c.difference !== 0 && c.open.shipmentCount === 0).length ?? 0;
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
      <QueryView query={report} kind="list" skeletonHeight={220}>
        {(data) => (
          <>
            <Figures
              label={m.title}
              items={[
                { term: m.shipments, value: data.shipmentCount },
                { term: m.expected, value: formatMoney(data.expectedTotal) },
                { term: m.collected, value: formatMoney(data.collectedTotal) },
                { term: m.difference, value: <DifferenceText difference={data.difference} /> },
                { term: hm.openTotal, value: formatMoney(data.open.collected) },
              ]}
            />
            {data.couriers.length > 0 ? (
              <Alert
                color={mismatched > 0 ? 'red' : 'green'}
                variant="light"
                icon={mismatched > 0 ? <IconAlertTriangle aria-hidden /> : <IconCircleCheck aria-hidden />}
              >
                {mismatched > 0 ? m.mismatchCount(mismatched) : m.allMatch}
                {settled > 0 ? ` ${hm.settledDifferences(settled)}` : null}
              </Alert>
            ) : null}
            <DataTable
              label={m.tableLabel}
              columns={tableColumns}
              page={onePage(data.couriers)}
              rowKey={(c) => c.courierId}
              fetching={report.isPlaceholderData}
              countText={m.count}
              onPageChange={() => undefined}
              csv={{ fileName: m.csvFile, rows: () => Promise.resolve(data.couriers) }}
              emptyText={m.empty}
            />
          </>
        )}
      </QueryView>
      <TableSection title={hm.historyTitle} query={handovers}>
        {(page) => (
          <DataTable
            label={hm.historyLabel}
            columns={handoverColumns}
            page={page}
            rowKey={(h) => h.handoverId}
            countText={hm.historyCount}
            onPageChange={() => undefined}
            emptyText={hm.historyEmpty}
          />
        )}
      </TableSection>
      <HandoverForm courier={taking} onClose={() => setTaking(null)} />
    </Stack>
  );
}
