// The shipments feature's public entry: what sibling features may import (docs/decisions/0051-issue-30-feature-boundaries.md).
export { LinkTabs, tabClassName } from './link-tabs';
export { PendingStatusBadge, PendingWriteNotice } from './pending-status';
export { PriceReceipt } from './price-receipt';
export { ShipmentCard } from './shipment-card';
export { addressLine, payableTotal, placeName, priceLines, receiptLines } from './shipment-card-rules';
export { ShipmentStatusActions } from './status-actions';
export { useStopDelivered } from './use-stop-delivered';
