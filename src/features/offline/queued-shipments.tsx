import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconClockHour4, IconCircleCheck, IconAlertTriangle } from '@tabler/icons-react';
import { formatMoney } from '@/domain/format';
import { useSession } from '@/lib/session/use-session';
import type { OutboxEntryOf } from '@/lib/outbox/outbox-entry';
import { removeQueued } from '@/lib/outbox/send-queue';
import { entriesOf, useOutbox } from '@/lib/outbox/use-outbox';
import { offlineMessages as m } from './messages';
import classes from './queued-shipments.module.css';

type CreateShipmentEntry = OutboxEntryOf<'createShipment'>;

const badge = {
  waiting: { color: 'orange', label: m.queuedTitle, icon: IconClockHour4 },
  sending: { color: 'blue', label: m.sendingTitle, icon: IconClockHour4 },
  sent: { color: 'teal', label: m.sentTitle, icon: IconCircleCheck },
  failed: { color: 'red', label: m.failedTitle, icon: IconAlertTriangle },
} as const;

function QueuedCard({ item }: { item: CreateShipmentEntry }) {
  const state = badge[item.state];
  return (
    <Paper withBorder radius="md" p="md" className={classes.card} data-queue-state={item.state}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Badge color={state.color} variant="light" leftSection={<state.icon size={14} aria-hidden />}>
            {state.label}
          </Badge>
          {item.summary.totalPrice ? <Text fw={700}>{formatMoney(item.summary.totalPrice)}</Text> : null}
        </Group>
        <Text size="sm">{m.route(item.summary.from, item.summary.to)}</Text>
        <Text size="xs" c="dimmed">
          {m.queuedAt(item.createdAt)}
        </Text>
        {item.state === 'waiting' || item.state === 'sending' ? <Text size="sm">{m.queuedText}</Text> : null}
        {item.state === 'failed' && item.error ? (
          <Text size="sm" c="red.8">
            {item.error}
          </Text>
        ) : null}
        {item.state === 'sent' && item.shipmentId ? (
          <Group justify="space-between" gap="xs">
            <Text size="sm">{m.sentText(item.shipmentId)}</Text>
            <Button
              size="compact-sm"
              variant="light"
              renderRoot={(props) => (
                <Link
                  to="/gonderi-takip/$shipmentId/$actionTypeDetail/"
                  params={{ shipmentId: String(item.shipmentId), actionTypeDetail: 'hareketler' }}
                  {...props}
                />
              )}
            >
              {m.track}
            </Button>
          </Group>
        ) : null}
        {item.state === 'failed' ? (
          <Group justify="flex-end">
            <Button size="compact-sm" variant="default" onClick={() => void removeQueued(item.key)}>
              {m.remove}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

export interface QueuedShipmentsProps {
  /** Only the item of this submission (the create form); by default every unsent one. */
  only?: string;
}

/**
 * The signed-in user's shipments created offline: waiting, being sent, sent (with a link), or
 * refused. Other users' (the queue is shared by everyone who signs in on this browser) never show.
 */
export function QueuedShipments({ only }: QueuedShipmentsProps) {
  const { user } = useSession();
  const queue = entriesOf(useOutbox(), user?.userId ?? null).filter(
    (e): e is CreateShipmentEntry => e.kind === 'createShipment',
  );
  const shown = only ? queue.filter((i) => i.key === only) : queue.filter((i) => i.state !== 'sent');
  if (shown.length === 0) return null;
  return (
    <section aria-label={m.listLabel} className={classes.list}>
      {shown.map((item) => (
        <QueuedCard key={item.key} item={item} />
      ))}
    </section>
  );
}
