import { BarChart, DonutChart } from '@mantine/charts';
import { Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
// Only this admin chunk carries the charts' styles.
import '@mantine/charts/styles.css';
import { formatMoney, formatNumber } from '@/domain/format';
import { userPackageStatusLabel } from '@/domain/packages';
import { type UserPackageStatusCode } from '@/domain/url-values';
import { PendingOrOffline } from '@/ui/needs-network';
import { PageTitle } from '@/ui/page-title';
import { LoadError } from '../common/load-error';
import { usePackageStats } from './api/get-package-stats';
import type { PackageStats } from './api/types';
import { userPackageStatusColors } from './member-packages-page';
import { packageStatsMessages as m } from './messages';
import classes from './package-stats.module.css';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

function ByStatus({ stats }: { stats: PackageStats }) {
  const data = stats.byStatus.map((s) => ({
    name: s.name,
    value: s.count,
    color: `${userPackageStatusColors[s.code as UserPackageStatusCode] ?? 'gray'}.6`,
  }));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="paket-durum-baslik">
      <Title order={2} size="h4" id="paket-durum-baslik" mb="sm">
        {m.byStatusTitle}
      </Title>
      <div className={classes.chartRow}>
        {/* The chart is a picture of the table next to it: screen readers read the table. */}
        <div inert className={classes.donut}>
          <DonutChart
            data={data}
            withLabels
            withTooltip={false}
            accessibilityLayer={false}
            size={180}
            thickness={30}
            chartLabel={stats.total}
          />
        </div>
        <Table className={classes.table} captionSide="top">
          <Table.Caption className={classes.srOnly}>{m.byStatusTitle}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{m.status}</Table.Th>
              <Table.Th ta="right">{m.count}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stats.byStatus.map((s) => (
              <Table.Tr key={s.code}>
                <Table.Td>
                  <span
                    className={classes.swatch}
                    style={{
                      background: `var(--mantine-color-${userPackageStatusColors[s.code as UserPackageStatusCode] ?? 'gray'}-6)`,
                    }}
                    aria-hidden
                  />
                  {userPackageStatusLabel(s.code)}
                </Table.Td>
                <Table.Td ta="right">{formatNumber(s.count)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Paper>
  );
}

function ByPackage({ stats }: { stats: PackageStats }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="paket-satis-baslik">
      <Title order={2} size="h4" id="paket-satis-baslik" mb="sm">
        {m.byPackageTitle}
      </Title>
      <div inert>
        <BarChart
          h={240}
          data={stats.byPackage.map((p) => ({ name: p.name, sold: p.sold, awaiting: p.awaitingPayment }))}
          dataKey="name"
          series={[
            { name: 'sold', label: m.soldSeries, color: 'teal.6' },
            { name: 'awaiting', label: m.awaitingSeries, color: 'orange.5' },
          ]}
          withLegend
          withTooltip={false}
          yAxisProps={{ allowDecimals: false }}
          barChartProps={{ accessibilityLayer: false }}
        />
      </div>
      <Table mt="sm">
        <Table.Caption className={classes.srOnly}>{m.byPackageTitle}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{m.package}</Table.Th>
            <Table.Th ta="right">{m.sold}</Table.Th>
            <Table.Th ta="right">{m.revenue}</Table.Th>
            <Table.Th ta="right">{m.awaitingPayment}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stats.byPackage.map((p) => (
            <Table.Tr key={p.packageId}>
              <Table.Td>{p.name}</Table.Td>
              <Table.Td ta="right">{formatNumber(p.sold)}</Table.Td>
              <Table.Td ta="right">{formatMoney(p.revenue)}</Table.Td>
              <Table.Td ta="right">{formatNumber(p.awaitingPayment)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** "Paket İstatistikleri": figures, member packages by status and sales per package, as charts with tables. */
export function PackageStatsPage() {
  const stats = usePackageStats();
  const data = stats.data;
  const awaiting = data?.byStatus.find((s) => s.code === 1)?.count ?? 0;
  return (
    <Stack gap="md">
      <PageTitle title={m.title} />
      <Text c="dimmed">{m.summary}</Text>
      {data ? (
        <>
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <Figure label={m.total} value={formatNumber(data.total)} />
            <Figure label={m.activeRevenue} value={formatMoney(data.activeRevenue)} />
            <Figure label={m.awaiting} value={formatNumber(awaiting)} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <ByStatus stats={data} />
            <ByPackage stats={data} />
          </SimpleGrid>
        </>
      ) : stats.error ? (
        <LoadError error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <PendingOrOffline kind="page">
          <Skeleton height={320} radius="md" />
        </PendingOrOffline>
      )}
    </Stack>
  );
}
