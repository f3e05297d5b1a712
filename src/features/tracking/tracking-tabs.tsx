import { Card } from '@mantine/core';
import { useShipment } from '@/api/shipments/get-shipment';
import { useShipmentHistory } from '@/api/shipments/get-shipment-history';
import { ShipmentCard } from '@/features/shipments';
import { ShipmentStatusActions } from '@/features/shipments';
import { TenderPanel } from '@/features/tender';
import { HistoryStepper } from './history-stepper';
import { trackingMessages as m } from './messages';

/** "detay": the shipment card, expanded, with the status actions this user may take. */
export function ShipmentDetailTab({ shipmentId }: { shipmentId: number }) {
  const { data: shipment } = useShipment(shipmentId);
  return (
    <ShipmentCard
      shipment={shipment}
      defaultExpanded
      actions={<ShipmentStatusActions shipment={shipment} />}
    />
  );
}

/** "hareketler": the history stepper. */
export function ShipmentHistoryTab({ shipmentId }: { shipmentId: number }) {
  const { data: steps } = useShipmentHistory(shipmentId);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={m.historyTitle}>
      <HistoryStepper steps={steps} />
    </Card>
  );
}

/** "ihale": the tender panel. */
export function ShipmentTenderTab({ shipmentId }: { shipmentId: number }) {
  const { data: shipment } = useShipment(shipmentId);
  return <TenderPanel shipment={shipment} />;
}
