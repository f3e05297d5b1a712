import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4 } from '@tabler/icons-react';
import { shipmentStatusLabel } from '@/domain/shipment-status';
import type { OutboxEntry } from '@/lib/outbox/outbox-entry';
import type { ChangeStatusEntry } from './outbox-write';
import type { Shipment } from '@/api/shipments/types';
import { shipmentMessages as m } from './messages';
import { usePendingStatusChange } from './use-status-change';
import classes from './pending-status.module.css';

/** Beside the status on the card (also collapsed): the status a change made offline waits to set. */
export function PendingStatusBadge({ shipment }: { shipment: Shipment }) {
  const pending = usePendingStatusChange(shipment);
  if (!pending || pending.state === 'failed') return null;
  return (
    <Badge
      variant="outline"
      color="orange"
      tt="none"
      classNames={{ root: classes.badge, label: classes.label }}
      leftSection={<IconClockHour4 size={14} aria-hidden />}
      data-testid="pending-status"
    >
      {m.statusWaiting(shipmentStatusLabel(pending.body.toState))}
    </Badge>
  );
}

/** In place of the status buttons: the change waits for the network, or the server refused it. */
export function PendingStatusNotice({
  entry,
  onDismiss,
}: {
  entry: ChangeStatusEntry;
  onDismiss: () => void;
}) {
  const target = shipmentStatusLabel(entry.body.toState);
  return (
    <PendingWriteNotice
      entry={entry}
      waitingTitle={m.statusWaiting(target)}
      refusedTitle={m.statusRefusedTitle(target)}
      onDismiss={onDismiss}
    />
  );
}

/** A write of the outbox where its button was: waiting, being sent, or refused (with why). */
export function PendingWriteNotice({
  entry,
  waitingTitle,
  refusedTitle,
  onDismiss,
}: {
  entry: Pick<OutboxEntry, 'state' | 'error'>;
  waitingTitle: string;
  refusedTitle: string;
  onDismiss: () => void;
}) {
  if (entry.state === 'failed') {
    return (
      <Alert
        color="red"
        variant="light"
        w="100%"
        icon={<IconAlertTriangle size={18} aria-hidden />}
        title={refusedTitle}
        role="alert"
        data-testid="pending-status-notice"
      >
        <Text size="sm">{entry.error}</Text>
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDismiss}>
            {m.statusRefusedDismiss}
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <Alert
      color="orange"
      variant="light"
      w="100%"
      icon={<IconClockHour4 size={18} aria-hidden />}
      title={waitingTitle}
      role="status"
      data-testid="pending-status-notice"
    >
      <Text size="sm">{entry.state === 'waiting' ? m.statusWaitingText : m.statusSending}</Text>
    </Alert>
  );
}
