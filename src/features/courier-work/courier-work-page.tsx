import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ShipmentStatus } from '@/domain/shipment-status';
import { useAssignedShipments, useOpenTenders } from '@/features/shipments/api/get-courier-work';
import type { Shipment } from '@/features/shipments/api/types';
import { ShipmentCard } from '@/features/shipments/shipment-card';
import { ShipmentStatusActions } from '@/features/shipments/status-actions';
import { OpenToWorkSwitch } from '@/features/courier-profile/open-to-work-switch';
import { PageTitle } from '@/ui/page-title';
import { courierWorkMessages as m } from './messages';
import classes from '@/ui/card-list.module.css';

function TrackLink({ shipment }: { shipment: Shipment }) {
  const shipmentId = String(shipment.shipmentId);
  if (shipment.shipmentStatus === ShipmentStatus.InPriceQuote) {
    return (
      <Button
        size="compact-sm"
        renderRoot={(props) => (
          <Link
            to="/gonderi-takip/$shipmentId/$actionTypeDetail/"
            params={{ shipmentId, actionTypeDetail: 'ihale' }}
            {...props}
          />
        )}
      >
        {m.toTender}
      </Button>
    );
  }
  return (
    <Button
      size="compact-sm"
      variant="light"
      renderRoot={(props) => <Link to="/gonderi-takip/$shipmentId/" params={{ shipmentId }} {...props} />}
    >
      {m.toShipment}
    </Button>
  );
}

function Section({ title, empty, shipments }: { title: string; empty: string; shipments: Shipment[] }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {shipments.length === 0 ? (
        <Text className={classes.empty}>{empty}</Text>
      ) : (
        <div className={classes.list}>
          {shipments.map((s) => (
            <ShipmentCard
              key={s.shipmentId}
              shipment={s}
              headerAction={<TrackLink shipment={s} />}
              actions={<ShipmentStatusActions shipment={s} />}
            />
          ))}
        </div>
      )}
    </Stack>
  );
}

/** The courier's work: open tenders to bid on, jobs to accept, and assigned shipments. */
export function CourierWorkPage() {
  const { data: open } = useOpenTenders();
  const { data: assigned } = useAssignedShipments();
  return (
    <Stack gap="lg">
      <PageTitle title={m.title} />
      <OpenToWorkSwitch />
      <Text c="dimmed">{m.summary}</Text>
      <Section title={m.openTitle} empty={m.openEmpty} shipments={open} />
      <Section title={m.assignedTitle} empty={m.assignedEmpty} shipments={assigned} />
    </Stack>
  );
}
