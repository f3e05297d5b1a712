import { Suspense } from 'react';
import { Button, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconPackage } from '@tabler/icons-react';
import { RequireSignIn } from '@/features/auth';
import { LastUpdated } from '@/ui/last-updated';
import { QueuedShipments } from '@/features/offline';
import { PendingOrOffline } from '@/ui/needs-network';
import { PageTitle } from '@/ui/page-title';
import { useShipments } from '@/api/shipments/get-shipments';
import type { ShipmentListScope } from '@/api/shipments/shipment-keys';
import { LinkTabs, tabClassName } from './link-tabs';
import { shipmentMessages as m } from './messages';
import { ShipmentCard } from './shipment-card';
import { ShipmentStatusActions } from './status-actions';
import classes from '@/ui/card-list.module.css';

function EmptyList({ scope }: { scope: ShipmentListScope }) {
  return (
    <Stack align="center" gap="sm" className={classes.emptyCentred}>
      <ThemeIcon size={56} radius="xl" variant="light" color="orange">
        <IconPackage size={32} aria-hidden />
      </ThemeIcon>
      <Text fw={600}>{scope === 'active' ? m.emptyActive : m.emptyPast}</Text>
      <Text size="sm" c="dimmed">
        {m.emptyHint}
      </Text>
      <Button renderRoot={(props) => <Link to="/gonderi-olustur" {...props} />}>{m.createCta}</Button>
    </Stack>
  );
}

function ShipmentList({ scope }: { scope: ShipmentListScope }) {
  const { data: shipments, dataUpdatedAt } = useShipments(scope);
  if (shipments.length === 0) return <EmptyList scope={scope} />;
  return (
    <div className={classes.list}>
      <LastUpdated at={dataUpdatedAt} />
      {shipments.map((s) => (
        <ShipmentCard
          key={s.shipmentId}
          shipment={s}
          headerAction={
            <Button
              size="compact-sm"
              variant="light"
              renderRoot={(props) => (
                <Link
                  to="/gonderi-takip/$shipmentId/"
                  params={{ shipmentId: String(s.shipmentId) }}
                  {...props}
                />
              )}
            >
              {m.track}
            </Button>
          }
          actions={<ShipmentStatusActions shipment={s} />}
        />
      ))}
    </div>
  );
}

/**
 * docs/screens-and-routes.md "Gönderi Takip": the user's shipments as cards, in the tabs Aktif / Geçmiş. The title
 * and tabs show to everyone; the list needs a signed-in user.
 */
export function ShipmentListPage({ scope }: { scope: ShipmentListScope }) {
  return (
    <Stack gap="md">
      <PageTitle title={m.listTitle} />
      <Text c="dimmed">{m.listSummary}</Text>
      <LinkTabs label="Gönderi listesi">
        <Link to="/gonderi-liste/aktif/" className={tabClassName}>
          {m.tabActive}
        </Link>
        <Link to="/gonderi-liste/gecmis/" className={tabClassName}>
          {m.tabPast}
        </Link>
      </LinkTabs>
      <RequireSignIn>
        {scope === 'active' ? <QueuedShipments /> : null}
        {/* Offline, a list never loaded waits for the network and says so; the queued shipments still show. */}
        <Suspense
          fallback={
            <PendingOrOffline kind="list">
              <Skeleton height={160} radius="md" />
            </PendingOrOffline>
          }
        >
          <ShipmentList scope={scope} />
        </Suspense>
      </RequireSignIn>
    </Stack>
  );
}
