import { Badge } from '@mantine/core';
import { shipmentStatusLabel } from '@/domain/shipment-status';

const colorOf = (status: number) =>
  status === 40 ? 'teal' : status === 50 ? 'gray' : status === 7 || status === 8 ? 'orange' : 'blue';

/** A shipment's status as a badge, the label of the one status table. */
export function ShipmentStatusBadge({ status }: { status: number }) {
  return (
    <Badge variant="light" color={colorOf(status)} tt="none" size="lg" radius="sm">
      {shipmentStatusLabel(status)}
    </Badge>
  );
}
