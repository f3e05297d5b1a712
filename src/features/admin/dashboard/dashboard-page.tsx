import type { MouseEvent } from 'react';
import { Card, Stack, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { QueryView } from '../common/query-view';
import { formatDate, formatMoney, formatNumber } from '@/domain/format';
import { SHIPMENT_STATUS_CODES, ShipmentStatus } from '@/domain/shipment-status';
import { PageTitle } from '@/ui/page-title';
import { useDashboard, type AdminDashboard } from './api/get-dashboard';
import { dashboardMessages as m } from './messages';
import classes from './dashboard-page.module.css';

/** Every status but the draft (0): the orders the "new today" figure counts, so its list shows as many. */
const ORDER_STATUSES = encodeURIComponent(
  JSON.stringify(SHIPMENT_STATUS_CODES.filter((c) => c !== ShipmentStatus.Preparing)),
);

const dayText = (day: string) => formatDate(`${day}T12:00:00+03:00`);

interface Figure {
  label: string;
  value: string;
  hint: string;
  /** The screen with its filter in the URL (the search names each list's route validates). */
  href: string;
}

function dashboardFigures(d: AdminDashboard): Figure[] {
  return [
    {
      label: m.newShipments,
      value: formatNumber(d.newShipmentsToday),
      hint: m.newShipmentsHint,
      href: `/admin/gonderi/gonderi-liste/?from=${d.day}&to=${d.day}&status=${ORDER_STATUSES}`,
    },
    {
      label: m.openTenders,
      value: formatNumber(d.openTenders),
      hint: m.openTendersHint,
      href: '/admin/gonderi/gonderi-liste/?status=2',
    },
    {
      label: m.pendingApprovals,
      value: formatNumber(d.pendingApprovals),
      hint: m.pendingApprovalsHint,
      href: '/admin/onay/onay-liste/',
    },
    {
      label: m.unreconciledCash,
      value: formatMoney(d.unreconciledCash.amount),
      hint: m.unreconciledCashHint(
        d.unreconciledCash.shipmentCount,
        d.unreconciledCash.oldestDay ? dayText(d.unreconciledCash.oldestDay) : null,
      ),
      // Mutabakat from the oldest open day to today: its "Teslim alınmamış nakit" is this figure.
      href: d.unreconciledCash.oldestDay
        ? `/admin/hesap/mutabakat/?from=${d.unreconciledCash.oldestDay}&to=${d.day}`
        : '/admin/hesap/mutabakat/',
    },
  ];
}

function FigureCard({ figure }: { figure: Figure }) {
  const router = useRouter();
  // A real link (new tab, copy address) that navigates inside the app on a plain click.
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void router.navigate({ href: figure.href });
  };
  return (
    <Card
      component="a"
      href={figure.href}
      onClick={onClick}
      withBorder
      radius="md"
      padding="md"
      className={classes.card}
      aria-label={`${figure.label}: ${figure.value}. ${figure.hint}`}
    >
      <Text className={classes.value}>{figure.value}</Text>
      <Text className={classes.label}>{figure.label}</Text>
      <Text size="sm" c="dimmed">
        {figure.hint}
      </Text>
    </Card>
  );
}

/** The admin home: today's four figures, each a card opening its screen with the right filter. */
export function DashboardPage() {
  const dashboard = useDashboard();
  return (
    <Stack gap="md">
      <PageTitle title={m.title} />
      <Text c="dimmed">
        {m.summary}
        {dashboard.data ? ` ${m.today(dayText(dashboard.data.day))}` : ''}
      </Text>
      <QueryView query={dashboard} kind="page" skeletonHeight={140}>
        {(data) => (
          <nav aria-label={m.figuresLabel} className={classes.cards}>
            {dashboardFigures(data).map((f) => (
              <FigureCard key={f.label} figure={f} />
            ))}
          </nav>
        )}
      </QueryView>
    </Stack>
  );
}
