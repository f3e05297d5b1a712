// One key factory for everything shipment-shaped (docs/architecture.md), so invalidation is exact.
export type ShipmentListScope = 'active' | 'past';
export type CourierWorkKind = 'tenders' | 'assigned' | 'past';

export const shipmentKeys = {
  all: ['shipments'] as const,
  lists: (scope: ShipmentListScope) => [...shipmentKeys.all, 'list', scope] as const,
  detail: (shipmentId: number) => [...shipmentKeys.all, 'detail', shipmentId] as const,
  history: (shipmentId: number) => [...shipmentKeys.all, 'history', shipmentId] as const,
  priceQuote: (shipmentId: number) => [...shipmentKeys.all, 'price-quote', shipmentId] as const,
  courierSummary: (userId: number | null, shipmentId: number | null) =>
    [...shipmentKeys.all, 'courier-summary', userId, shipmentId] as const,
  courierWork: (kind: CourierWorkKind) => [...shipmentKeys.all, 'courier-work', kind] as const,
};
