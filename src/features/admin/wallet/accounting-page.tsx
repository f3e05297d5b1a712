import { useState } from 'react';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalculator } from '@tabler/icons-react';
import { ApiError } from '@/api/errors';
import { formatDateTime, formatMoney } from '@/domain/format';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { confirmDialog } from '@/ui/confirm-dialog';
import { showApiError } from '@/ui/feedback';
import { notify } from '@/ui/notify';
import { PageTitle } from '@/ui/page-title';
import { useAccountingPreview, useAccountingRuns, useRunAccounting } from './api/accounting';
import type { AccountingCourierLine, AccountingPreview, AccountingRun } from './api/types';
import { countColumn, moneyColumn, nameColumn, onePage } from './columns';
import { Figures } from './figures';
import { QueryView } from '../common/query-view';
import { TableSection } from '../common/table-section';
import { accountingMessages as m } from './messages';
import { calendarProps } from '../common/calendar';
import { TR_DAY_FORMAT, TrDates } from './tr-dates';
import { dayLabel, istanbulToday } from './days';
import classes from './wallet.module.css';

export interface AccountingPageProps {
  /** The day (`YYYY-MM-DD`), from the URL. */
  date: string;
  onDateChange: (date: string) => void;
}

const courierColumns: DataTableColumn<AccountingCourierLine>[] = [
  nameColumn('courierName', m.columns.courierName, (l) => l.courierName),
  countColumn('shipmentCount', m.columns.shipmentCount, (l) => l.shipmentCount),
  moneyColumn('totalAmount', m.columns.totalAmount, (l) => l.totalAmount),
  moneyColumn('commission', m.columns.commission, (l) => l.commission),
  moneyColumn('earning', m.columns.earning, (l) => l.earning),
];

const runColumns: DataTableColumn<AccountingRun>[] = [
  {
    key: 'date',
    title: m.runColumns.date,
    primary: true,
    render: (r) => dayLabel(r.date),
    csv: (r) => dayLabel(r.date),
  },
  countColumn('processedShipments', m.runColumns.processedShipments, (r) => r.processedShipments, {
    csv: false,
  }),
  moneyColumn('totalAmount', m.runColumns.totalAmount, (r) => r.totalAmount, { csv: false }),
  moneyColumn('commissionTotal', m.runColumns.commissionTotal, (r) => r.commissionTotal, { csv: false }),
  { key: 'createdAt', title: m.runColumns.createdAt, render: (r) => formatDateTime(r.createdAt) },
];

/** The figures of a day (a preview, or the run recorded for it) and the per-courier table. */
function DayFigures({
  figures,
  title,
}: {
  figures: Omit<AccountingPreview, 'run' | 'closed'>;
  title: string;
}) {
  const day = dayLabel(figures.date);
  const rows = figures.couriers;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Figures
        label={title}
        items={[
          { term: m.shipments, value: figures.processedShipments },
          { term: m.total, value: formatMoney(figures.totalAmount) },
          { term: m.commission(figures.commissionRate), value: formatMoney(figures.commissionTotal) },
          { term: m.earnings, value: formatMoney(figures.courierEarningsTotal) },
        ]}
      />
      <DataTable
        label={m.tableLabel(day)}
        columns={courierColumns}
        page={onePage(rows)}
        rowKey={(l) => l.courierId}
        countText={(n) => `${n} kurye`}
        onPageChange={() => undefined}
        emptyText={m.noShipments}
      />
    </Stack>
  );
}

/**
 * "Muhasebe": choose a day (today or before), see what would be recorded, run it once a day is
 * over (today is only previewed: its figures can still change, issue 27). A day run
 * already shows its recorded result and says that running it again changes nothing; asking again
 * anyway gets the server's ACCOUNTING_ALREADY_RUN text.
 */
export function AccountingPage({ date, onDateChange }: AccountingPageProps) {
  const preview = useAccountingPreview(date);
  const runs = useAccountingRuns();
  const runIt = useRunAccounting();
  const [refusal, setRefusal] = useState<string | null>(null);
  const today = istanbulToday();
  const day = dayLabel(date);
  const data = preview.data?.date === date ? preview.data : undefined;

  const run = async () => {
    if (!data) return;
    setRefusal(null);
    if (
      !(await confirmDialog({
        title: m.runConfirmTitle,
        text: m.runConfirmText(day, data.totalAmount),
        confirmLabel: m.run,
      }))
    )
      return;
    try {
      await runIt.mutateAsync(date);
      notify({ text: m.done(day) });
    } catch (error) {
      // Run already (here or elsewhere): the server's words stay on the page with the recorded figures.
      if (error instanceof ApiError && error.code === 'ACCOUNTING_ALREADY_RUN') setRefusal(error.desc);
      else await showApiError(error);
    }
  };

  return (
    <Stack gap="lg">
      <PageTitle title={m.title} />
      <Text c="dimmed">{m.summary}</Text>
      <div className={classes.toolbar}>
        <TrDates>
          <DatePickerInput
            label={m.day}
            description={m.dayHint}
            {...calendarProps}
            valueFormat={TR_DAY_FORMAT}
            maxDate={today}
            value={date}
            onChange={(value) => {
              if (value) {
                setRefusal(null);
                onDateChange(value);
              }
            }}
            style={{ minWidth: 220 }}
          />
        </TrDates>
        <Button
          size="md"
          leftSection={<IconCalculator size={18} aria-hidden />}
          onClick={() => void run()}
          loading={runIt.isPending}
          // A day already done cannot be done again, nor a day not yet over (issue 27.2, 28.18).
          disabled={!data || Boolean(data.run) || !data.closed}
        >
          {m.run}
        </Button>
      </div>
      {refusal ? (
        <Alert color="orange" variant="light" role="alert" title={m.alreadyRunTitle}>
          {refusal}
        </Alert>
      ) : null}
      <QueryView
        query={{ data, error: preview.error, refetch: preview.refetch }}
        kind="list"
        skeletonHeight={200}
      >
        {(data) =>
          data.run ? (
            <>
              {refusal ? null : (
                <Alert color="blue" variant="light" title={m.alreadyRunTitle}>
                  {m.alreadyRun(day, formatDateTime(data.run.createdAt))}
                </Alert>
              )}
              <DayFigures figures={data.run} title={m.resultTitle(day)} />
            </>
          ) : (
            <>
              {data.closed ? null : (
                <Alert color="blue" variant="light" title={m.notClosedTitle}>
                  {m.notClosed(day)}
                </Alert>
              )}
              <DayFigures figures={data} title={m.previewTitle(day)} />
            </>
          )
        }
      </QueryView>
      <TableSection title={m.runsTitle} query={runs}>
        {(page) => (
          <DataTable
            label={m.runsLabel}
            columns={runColumns}
            page={page}
            rowKey={(r) => r.runId}
            countText={m.runsCount}
            onPageChange={() => undefined}
            onRowClick={(r) => onDateChange(r.date)}
            rowLabel={(r) => `${dayLabel(r.date)} muhasebesini aç`}
            emptyText={m.runsEmpty}
          />
        )}
      </TableSection>
    </Stack>
  );
}
