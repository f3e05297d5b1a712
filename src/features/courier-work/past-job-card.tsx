import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { jobEarning } from '@/domain/courier-work';
import { formatDateTime, formatMoney } from '@/domain/format';
import { ShipmentStatus } from '@/domain/shipment-status';
import type { Shipment } from '@/api/shipments/types';
import { placeName } from '@/features/shipments';
import { courierWorkMessages as m } from './messages';
import classes from './courier-work.module.css';

/** A finished job: where, when, and what it earned (nothing for a cancelled one). */
export function PastJobCard({ shipment: s }: { shipment: Shipment }) {
  const done = s.shipmentStatus === ShipmentStatus.Completed;
  const last = s.shipmentList.at(-1);
  let badge = { color: 'teal', text: 'Tamamlanan' };
  if (s.returned) badge = { color: 'red', text: m.returned };
  else if (!done) badge = { color: 'red', text: m.cancelled };
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={m.shipmentNo(s.shipmentId)}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4}>
          <Text fw={700}>{m.shipmentNo(s.shipmentId)}</Text>
          <Badge variant="light" color={badge.color} tt="none">
            {badge.text}
          </Badge>
          <Text size="sm">
            {placeName(s.startAddress)} → {last ? placeName(last.startAddress) : '—'}
          </Text>
          {s.updatedAt ? (
            <Text size="xs" c="dimmed">
              {m.finishedAt(formatDateTime(s.updatedAt))}
            </Text>
          ) : null}
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text size="xs" c="dimmed">
            {m.earned}
          </Text>
          <Text fw={700} size="lg" data-testid="job-earning" className={classes.money}>
            {formatMoney(done ? jobEarning(s) : 0)}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
