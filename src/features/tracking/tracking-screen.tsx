import { Suspense, type ReactNode } from 'react';
import { Skeleton, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSession } from '@/lib/session/use-session';
import { useShipment } from '@/api/shipments/get-shipment';
import { LinkTabs, tabClassName } from '@/features/shipments';
import { BackButton } from '@/ui/back-button';
import { PendingOrOffline } from '@/ui/needs-network';
import { PageTitle } from '@/ui/page-title';
import { CourierSummaryCard } from './courier-summary-card';
import { trackingMessages as m } from './messages';
import type { TrackingTab } from './tracking-params';
import classes from './tracking-screen.module.css';

export interface TrackingFrameProps {
  shipmentId: number;
  tab: TrackingTab;
  children: ReactNode;
}

/**
 * docs/screens-and-routes.md tracking screen, the part that needs no data: the tab's title, the way back and the tab
 * links. It stays while a signed-out user signs in below it.
 */
export function TrackingFrame({ shipmentId, tab, children }: TrackingFrameProps) {
  const id = String(shipmentId);
  // Back goes to the previous page; opened directly, to the user's own list of work.
  const { hasRole } = useSession();
  const fallback = hasRole('Courier') ? '/kurye/isler' : '/gonderi-liste/aktif/';
  return (
    <Stack gap="md">
      <PageTitle
        title={m.tabTitles[tab]}
        documentTitle={m.documentTitle(shipmentId, m.tabTitles[tab])}
        actions={<BackButton variant="default" size="sm" label={m.back} fallback={fallback} />}
      />
      <Text fw={600}>{m.shipmentNo(shipmentId)}</Text>
      <LinkTabs label={m.tabsLabel}>
        <Link
          to="/gonderi-takip/$shipmentId/"
          params={{ shipmentId: id }}
          activeOptions={{ exact: true }}
          className={tabClassName}
          // /gonderi-takip/{id}/detay/ is the same tab as /gonderi-takip/{id}/.
          {...(tab === 'detay' ? { 'aria-current': 'page' as const } : {})}
        >
          {m.tabDetail}
        </Link>
        <Link
          to="/gonderi-takip/$shipmentId/$actionTypeDetail/"
          params={{ shipmentId: id, actionTypeDetail: 'hareketler' }}
          className={tabClassName}
        >
          {m.tabHistory}
        </Link>
        <Link
          to="/gonderi-takip/$shipmentId/$actionTypeDetail/"
          params={{ shipmentId: id, actionTypeDetail: 'ihale' }}
          className={tabClassName}
        >
          {m.tabTender}
        </Link>
      </LinkTabs>
      {children}
    </Stack>
  );
}

function TabSkeleton() {
  return (
    <PendingOrOffline kind="page">
      <Stack gap="sm" aria-busy="true">
        <Skeleton height={24} width="40%" />
        <Skeleton height={120} />
        <Skeleton height={80} />
      </Stack>
    </PendingOrOffline>
  );
}

/** The tab's content beside the courier card (when a courier is assigned). */
export function TrackingContent({ shipmentId, children }: { shipmentId: number; children: ReactNode }) {
  const { data: shipment } = useShipment(shipmentId);
  return (
    <div className={classes.layout} data-aside={shipment.courierId !== null || undefined}>
      <div className={classes.content}>
        <Suspense fallback={<TabSkeleton />}>{children}</Suspense>
      </div>
      {shipment.courierId !== null ? (
        <CourierSummaryCard shipmentId={shipmentId} courierId={shipment.courierId} />
      ) : null}
    </div>
  );
}
