import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { stopsLeft } from '@/domain/courier-work';
import { formatDateTime, formatKm, formatMoney } from '@/domain/format';
import { contentTypeLabels, paymentTypes } from '@/domain/params';
import { ActionCode, ShipmentStatus, shipmentStatusLabel } from '@/domain/shipment-status';
import type { Shipment } from '@/api/shipments/types';
import { PendingStatusBadge, PendingWriteNotice } from '@/features/shipments';
import { payableTotal } from '@/features/shipments';
import { ShipmentStatusActions } from '@/features/shipments';
import { useStopDelivered } from '@/features/shipments';
import { confirmDialog } from '@/ui/confirm-dialog';
import { AddressDetails } from './address-details';
import { courierWorkMessages as m } from './messages';
import classes from './courier-work.module.css';

function StopDelivered({ shipment, index }: { shipment: Shipment; index: number }) {
  const stop = shipment.shipmentList[index];
  if (!stop) return null;
  if (stop.deliveredAt)
    return (
      <Text size="sm" c="teal.9" fw={600} className={classes.delivered}>
        <IconCircleCheck size={18} aria-hidden /> {m.stopDeliveredAt(formatDateTime(stop.deliveredAt))}
      </Text>
    );
  if (shipment.shipmentStatus !== ShipmentStatus.Delivering || stop.deliveryItemId === undefined) return null;
  return <StopDeliveredButton shipment={shipment} index={index} deliveryItemId={stop.deliveryItemId} />;
}

/** The stop's "Teslim Ettim": sent now, or kept on the device until the network is back. */
function StopDeliveredButton({
  shipment,
  index,
  deliveryItemId,
}: {
  shipment: Shipment;
  index: number;
  deliveryItemId: number;
}) {
  const { run, dismiss, pending, deliver } = useStopDelivered(shipment, deliveryItemId);
  const label = m.stopDeliveredLabel(index + 1);
  if (pending)
    return (
      <PendingWriteNotice
        entry={pending}
        waitingTitle={m.stopWaiting(index + 1)}
        refusedTitle={m.stopRefused(index + 1)}
        onDismiss={() => void dismiss()}
      />
    );
  const onClick = async () => {
    const ok = await confirmDialog({ title: m.stopDelivered, text: m.stopDeliveredConfirm(index + 1) });
    if (ok) await run();
  };
  return (
    <Button
      size="lg"
      color="teal"
      loading={deliver.isPending}
      onClick={() => void onClick()}
      aria-label={label}
    >
      {m.stopDelivered}
    </Button>
  );
}

/**
 * A job assigned to the courier (statuses 3 to 7): every part of the pickup and delivery
 * addresses, phones and routes, then the next step of the status path as large buttons. A
 * multi-stop shipment is delivered stop by stop; the last stop completes it.
 */
export function AssignedJobCard({ shipment: s }: { shipment: Shipment }) {
  const multi = s.shipmentList.length > 1;
  const left = stopsLeft(s.shipmentList);
  const payment = s.paymentType === 1 || s.paymentType === 2 ? paymentTypes[s.paymentType].name : null;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={m.shipmentNo(s.shipmentId)}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={4}>
            <Text fw={700}>{m.shipmentNo(s.shipmentId)}</Text>
            <Group gap={6}>
              <Badge variant="light" color="orange">
                {shipmentStatusLabel(s.shipmentStatus)}
              </Badge>
              <PendingStatusBadge shipment={s} />
              {multi && s.shipmentStatus === ShipmentStatus.Delivering ? (
                <Badge variant="light" color="blue" tt="none">
                  {m.stopsLeft(left)}
                </Badge>
              ) : null}
            </Group>
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text size="xs" c="dimmed">
              {m.earned}
            </Text>
            <Text fw={700} size="lg" className={classes.money}>
              {formatMoney(payableTotal(s))}
            </Text>
            {payment ? (
              <Text size="xs" c="dimmed">
                {payment}
              </Text>
            ) : null}
          </Stack>
        </Group>
        {s.shipmentTotalDistance !== undefined ? (
          <Text size="sm">
            {m.distance}: <strong>{formatKm(s.shipmentTotalDistance)}</strong>
          </Text>
        ) : null}

        <AddressDetails label={m.pickup} address={s.startAddress} fallbackPhone={s.customerPhone} />
        {s.shipmentList.map((item, i) => (
          <AddressDetails
            key={item.deliveryItemId ?? i}
            label={m.delivery(i + 1, s.shipmentList.length)}
            address={item.startAddress}
          >
            <Text size="sm" c="dimmed">
              {contentTypeLabels[item.contentType] ?? '—'}
              {item.note ? ` · ${m.note}: ${item.note}` : ''}
            </Text>
            {multi ? <StopDelivered shipment={s} index={i} /> : null}
          </AddressDetails>
        ))}

        <div className={classes.actions}>
          <ShipmentStatusActions shipment={s} size="lg" exclude={multi ? [ActionCode.Deliver] : undefined} />
          <Button
            size="lg"
            variant="subtle"
            renderRoot={(props) => (
              <Link
                to="/gonderi-takip/$shipmentId/"
                params={{ shipmentId: String(s.shipmentId) }}
                {...props}
              />
            )}
          >
            {m.toShipment}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
