import { Badge } from '@mantine/core';
import { shipmentStatusLabel } from '@/domain/shipment-status';

const colorOf = (status: number) =>
  status === 40 ? 'teal' : status === 50 ? 'gray' : status === 7 || status === 8 ? 'orange' : 'blue';

/** A shipment's status as a badge, the label of the one status table; long labels wrap, never cut. */
export function ShipmentStatusBadge({ status }: { status: number }) {
  return (
    <Badge
      variant="light"
      color={colorOf(status)}
      tt="none"
      size="lg"
      radius="sm"
      h="auto"
      py={4}
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.25 } }}
    >
      {shipmentStatusLabel(status)}
    </Badge>
  );
}
