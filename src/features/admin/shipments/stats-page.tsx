import type { ReactNode } from 'react';
import { Card, ColorSwatch, Group, Stack, Table, Text, Title } from '@mantine/core';
import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { QueryView } from '../common/query-view';
import type { ListSearchProps } from '../common/use-list-search';
import { formatDate, formatMoney } from '@/domain/format';
import { PageTitle } from '@/ui/page-title';
import type { ShipmentStatsSearch } from './api/search';
import { useShipmentStats } from './api/get-shipment-stats';
import type { ShipmentStats } from './api/types';
import { DateRangeFilter } from './date-range-filter';
import { adminShipmentMessages as m } from './messages';
import classes from './stats-page.module.css';

export type StatsPageProps = ListSearchProps<ShipmentStatsSearch>;

interface Row {
  name: string;
  count: number;
}

/** "25.11" for a chart axis; the table and the sentence say the whole date. */
const shortDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;
const longDay = (day: string) => formatDate(`${day}T12:00:00+03:00`);

/**
 * One chart with its Turkish title and its text alternative: the chart is an image named by a
 * sentence with every figure, and "Rakamları göster" opens the same figures as a table.
 */
function ChartCard({
  title,
  rows,
  nameTitle = m.figureColumns.name,
  wide,
  children,
}: {
  title: string;
  rows: Row[];
  nameTitle?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const sentence = m.chartSentence(title, rows);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-label={title}
      className={wide ? classes.wide : undefined}
    >
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <figure className={classes.chart}>
        <div role="img" aria-label={sentence}>
          {children}
        </div>
        <figcaption>
          <details className={classes.details}>
            <summary>{m.showFigures}</summary>
            <Table striped verticalSpacing={4} aria-label={m.figuresOf(title)}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{nameTitle}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {m.figureColumns.count}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.name}>
                    <Table.Th scope="row" fw={400}>
                      {r.name}
                    </Table.Th>
                    <Table.Td ta="right">{r.count}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </details>
        </figcaption>
      </figure>
    </Card>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card withBorder radius="md" padding="sm" className={classes.figure}>
      <dt>{label}</dt>
      <dd>
        {value}
        {hint ? <div className={classes.hint}>{hint}</div> : null}
      </dd>
    </Card>
  );
}

const series = [{ name: 'count', label: m.countSeries, color: 'teal.6' }];
const vehicleColors = ['teal.6', 'orange.6'];

/** Counts as horizontal bars, each named on the left and its number at its end. */
function Bars({ rows, h, nameWidth }: { rows: Row[]; h: number; nameWidth: number }) {
  return (
    <BarChart
      h={h}
      data={rows}
      dataKey="name"
      series={series}
      orientation="vertical"
      yAxisProps={{ width: nameWidth, interval: 0 }}
      xAxisProps={{ allowDecimals: false }}
      gridAxis="x"
      withTooltip={false}
      withBarValueLabel
    />
  );
}

function Stats({ stats }: { stats: ShipmentStats }) {
  const byStatus = stats.byStatus.map((s) => ({ name: s.name, count: s.count }));
  const byDay = stats.byDay.map((d) => ({ name: longDay(d.day), short: shortDay(d.day), count: d.count }));
  const byCity = stats.byCity.map((c) => ({ name: c.name, count: c.count }));
  const byVehicle = stats.byVehicleType.map((v) => ({ name: v.name, count: v.count }));
  const discount = stats.tenderDiscount;
  const first = stats.byDay[0];
  const last = stats.byDay.at(-1);
  return (
    <Stack gap="md">
      <dl className={classes.figures}>
        <Figure label={m.total} value={String(stats.total)} />
        <Figure label={m.completed} value={String(stats.completedCount)} />
        <Figure label={m.revenue} value={formatMoney(stats.totalRevenue)} />
        <Figure
          label={m.averagePrice}
          value={stats.averagePrice === null ? m.none : formatMoney(stats.averagePrice)}
          hint={m.averagePriceHint}
        />
        <Figure
          label={m.tenderDiscount}
          value={discount.averageRate === null ? m.none : m.percent(discount.averageRate)}
          hint={
            discount.averageAmount === null
              ? m.tenderDiscountHint(discount.count)
              : `${m.tenderDiscountHint(discount.count)} ${m.tenderSaved(discount.averageAmount)}.`
          }
        />
      </dl>
      <div className={classes.charts}>
        <ChartCard title={m.byStatusTitle} rows={byStatus}>
          <Bars rows={byStatus} h={byStatus.length * 30 + 50} nameWidth={150} />
        </ChartCard>
        <ChartCard title={m.byCityTitle} rows={byCity}>
          {byCity.length === 0 ? (
            <Text c="dimmed">{m.noCity}</Text>
          ) : (
            <Bars rows={byCity} h={Math.max(120, byCity.length * 36 + 40)} nameWidth={110} />
          )}
        </ChartCard>
        <ChartCard
          title={
            first && last
              ? `${m.byDayTitle} (${m.byDayRange(longDay(first.day), longDay(last.day))})`
              : m.byDayTitle
          }
          rows={byDay}
          nameTitle={m.figureColumns.day}
          wide
        >
          <LineChart
            h={240}
            data={byDay}
            dataKey="short"
            series={series}
            curveType="linear"
            withDots={byDay.length <= 31}
            yAxisProps={{ allowDecimals: false }}
          />
        </ChartCard>
        <ChartCard title={m.byVehicleTitle} rows={byVehicle}>
          <DonutChart
            h={200}
            mx="auto"
            data={byVehicle.map((v, i) => ({
              name: v.name,
              value: v.count,
              color: vehicleColors[i] ?? 'gray.6',
            }))}
            withLabels
            withLabelsLine
            withTooltip={false}
          />
          <Group justify="center" gap="md" mt="xs" aria-hidden>
            {byVehicle.map((v, i) => (
              <Group key={v.name} gap={6}>
                <ColorSwatch
                  color={`var(--mantine-color-${(vehicleColors[i] ?? 'gray.6').replace('.', '-')})`}
                  size={12}
                />
                <Text size="sm">
                  {v.name}: {v.count}
                </Text>
              </Group>
            ))}
          </Group>
        </ChartCard>
      </div>
    </Stack>
  );
}

/** "Gönderi İstatistikleri": figures and charts of the shipments created in a range (URL). */
export function StatsPage({ search, onSearchChange }: StatsPageProps) {
  const stats = useShipmentStats(search);
  return (
    <Stack gap="md">
      <PageTitle title={m.statsTitle} />
      <Text c="dimmed">{m.statsSummary}</Text>
      <div className={classes.filters} role="search" aria-label={m.dateFilter}>
        <DateRangeFilter from={search.from} to={search.to} onChange={(range) => onSearchChange(range)} />
      </div>
      <QueryView query={stats} kind="list" skeletonHeight={320}>
        {(data) => <Stats stats={data} />}
      </QueryView>
    </Stack>
  );
}
