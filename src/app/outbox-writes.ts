// The app's offline writes: every kind the outbox (src/lib/outbox) sends, each defined by its
// feature, registered here once (as TanStack Query's offline example sets its mutation defaults
// at the app level). A new kind is its feature's write plus one line here.
import { sendFeedbackWrite } from '@/features/content/outbox-write';
import { createShipmentWrite } from '@/features/shipment-form/outbox-write';
import { changeStatusWrite, stopDeliveredWrite } from '@/features/shipments/outbox-write';
import { registerOutboxWrites } from '@/lib/outbox/outbox-writes';

registerOutboxWrites({
  createShipment: createShipmentWrite,
  changeStatus: changeStatusWrite,
  stopDelivered: stopDeliveredWrite,
  sendFeedback: sendFeedbackWrite,
});
