import type { ReactNode } from 'react';
import { BarChart, DonutChart } from '@mantine/charts';
import { Card, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/charts/styles.css';
import { QueryView } from '../common/query-view';
import { formatDate, formatNumber } from '@/domain/format';
import { PageTitle } from '@/ui/page-title';
import { useMemberStats } from './api/get-member-stats';
import type { MemberStats } from './api/types';
import { memberMessages as m } from './messages';
import classes from './member-stats-page.module.css';

const roleColors: Record<string, string> = { Customer: 'blue.6', Courier: 'orange.6', Admin: 'grape.6' };
const statusColors: Record<number, string> = { 1: 'teal.6', 2: 'yellow.6', 3: 'red.6', 4: 'gray.6' };

/** "teal.6" → the theme's CSS variable, for the legend's swatch. */
const swatch = (color: string | undefined) => `var(--mantine-color-${(color ?? 'gray.6').replace('.', '-')})`;

/** "25.11": the day on the axis (the table below says the full date). */
const shortDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;

interface Row {
  label: string;
  count: number;
  /** The slice's colour, shown beside the label (the donut's legend). */
  color?: string;
}

function Folded({ open, children }: { open: boolean; children: ReactNode }) {
  if (open) return children;
  return (
    <details>
      <summary>{m.showTable}</summary>
      {children}
    </details>
  );
}

/** A chart with its Turkish title and the same figures as a small table (its text alternative). */
function ChartCard({
  title,
  rows,
  firstColumn,
  children,
  wide = false,
  tableOpen = false,
}: {
  title: string;
  rows: Row[];
  firstColumn: string;
  children: ReactNode;
  wide?: boolean;
  /** A short table shown as it is (the donut's legend); a long one folds under "show as table". */
  tableOpen?: boolean;
}) {
  const id = `chart-${title.replace(/\s+/g, '-')}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby={id}
      className={wide ? classes.wide : undefined}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        <div aria-hidden>{children}</div>
        <Folded open={tableOpen}>
          <Table striped withTableBorder mt="xs" aria-label={m.tableOf(title)}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{firstColumn}</Table.Th>
                <Table.Th ta="right">{m.members}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.label}>
                  <Table.Td>
                    {r.color ? (
                      <span aria-hidden className={classes.swatch} style={{ background: r.color }} />
                    ) : null}
                    {r.label}
                  </Table.Td>
                  <Table.Td ta="right">{formatNumber(r.count)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Folded>
      </Stack>
    </Card>
  );
}

/** A share (by role, by status): a donut in the slices' colours, its figures as a table shown open. */
function DonutCard({ title, firstColumn, slices }: { title: string; firstColumn: string; slices: Row[] }) {
  return (
    <ChartCard
      title={title}
      firstColumn={firstColumn}
      tableOpen
      rows={slices.map((s) => ({ ...s, color: swatch(s.color) }))}
    >
      <DonutChart
        pieChartProps={{ accessibilityLayer: false }}
        pieProps={{ rootTabIndex: -1 }}
        h={220}
        withLabels
        withLabelsLine
        data={slices.map((s) => ({ name: s.label, value: s.count, color: s.color ?? 'gray.6' }))}
      />
    </ChartCard>
  );
}

function StatsView({ stats }: { stats: MemberStats }) {
  const newTotal = stats.perDay.reduce((s, d) => s + d.count, 0);
  const best = stats.perDay.reduce<MemberStats['perDay'][number] | null>(
    (top, d) => (d.count > 1 && (!top || d.count > top.count) ? d : top),
    null,
  );
  const perDay = stats.perDay.map((d) => ({ day: shortDay(d.day), [m.newMembers]: d.count }));
  const byCity = stats.byCity.slice(0, 15).map((c) => ({ city: c.name, [m.members]: c.count }));
  return (
    <>
      <div className={classes.figures}>
        {[
          [m.total, stats.total],
          ...stats.byRole.map((r) => [r.name, r.count] as const),
          [m.perDayTitle, newTotal],
        ].map(([label, value]) => (
          <Card key={label} withBorder radius="md" padding="sm">
            <Text className={classes.figure}>{formatNumber(Number(value))}</Text>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
          </Card>
        ))}
      </div>
      <div className={classes.charts}>
        <ChartCard
          wide
          title={m.perDayTitle}
          firstColumn={m.day}
          rows={stats.perDay.map((d) => ({ label: formatDate(`${d.day}T12:00:00+03:00`), count: d.count }))}
        >
          <Text size="sm" mb="xs">
            {m.perDaySentence(newTotal, best ? formatDate(`${best.day}T12:00:00+03:00`) : null)}
          </Text>
          <BarChart
            barChartProps={{ accessibilityLayer: false }}
            h={240}
            data={perDay}
            dataKey="day"
            series={[{ name: m.newMembers, color: 'blue.6' }]}
            tickLine="y"
            yAxisProps={{ allowDecimals: false }}
          />
        </ChartCard>
        <DonutCard
          title={m.byRoleTitle}
          firstColumn={m.columns.roles}
          slices={stats.byRole.map((r) => ({ label: r.name, count: r.count, color: roleColors[r.role] }))}
        />
        <DonutCard
          title={m.byStatusTitle}
          firstColumn={m.columns.status}
          slices={stats.byStatus.map((s) => ({ label: s.name, count: s.count, color: statusColors[s.code] }))}
        />
        <ChartCard
          wide
          title={m.byCityTitle}
          firstColumn={m.columns.city}
          rows={stats.byCity.map((c) => ({ label: c.name, count: c.count }))}
        >
          <BarChart
            barChartProps={{ accessibilityLayer: false }}
            h={Math.max(160, byCity.length * 36)}
            data={byCity}
            dataKey="city"
            orientation="vertical"
            series={[{ name: m.members, color: 'orange.6' }]}
            yAxisProps={{ width: 110 }}
            xAxisProps={{ allowDecimals: false }}
          />
        </ChartCard>
      </div>
    </>
  );
}

/** "Üye İstatistikleri": counts by role, status and city, and new members per day (30 days). */
export function MemberStatsPage() {
  const stats = useMemberStats();
  return (
    <Stack gap="md">
      <PageTitle title={m.statsTitle} />
      <Text c="dimmed">{m.statsSummary}</Text>
      <QueryView query={stats} kind="page" skeletonHeight={320}>
        {(data) => <StatsView stats={data} />}
      </QueryView>
    </Stack>
  );
}
