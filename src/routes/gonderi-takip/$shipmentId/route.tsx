import { createFileRoute, notFound } from '@tanstack/react-router';
import { isShipmentIdParam } from '@/features/shell/tracking-params';

// Ids are positive integers (docs/decisions.md); anything else is a page that does not exist.
export const Route = createFileRoute('/gonderi-takip/$shipmentId')({
  beforeLoad: ({ params }) => {
    if (!isShipmentIdParam(params.shipmentId)) throw notFound();
  },
});
