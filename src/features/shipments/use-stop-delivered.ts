// "Teslimat N: Teslim Ettim" as the courier taps it at the door: sent at once when there is a
// network, else kept in the outbox with an Idempotency-Key made here, once, and sent when the
// network is back (as a status change is: use-status-change.ts).
import { useQueryClient } from '@tanstack/react-query';
import { isNetworkError } from '@/api/errors';
import { useSession } from '@/lib/session/use-session';
import type { StopDeliveredEntry } from './outbox-write';
import { isOnline } from '@/ui/online-status';
import { enqueueWrite, flushSendQueue, removeQueued } from '@/lib/outbox/send-queue';
import { entriesOf, isUnsent, useOutbox } from '@/lib/outbox/use-outbox';
import { notify } from '@/ui/notify';
import { useMarkStopDelivered } from '@/api/shipments/mark-stop-delivered';
import type { Shipment } from '@/api/shipments/types';
import { showApiError } from '@/ui/feedback';
import { shipmentMessages as m } from './messages';

/** This user's mark of this stop that the outbox holds: waiting, being sent, or refused. */
function usePendingStopDelivered(shipment: Shipment, deliveryItemId: number): StopDeliveredEntry | undefined {
  const { user } = useSession();
  const entries = useOutbox();
  if (!user) return undefined;
  return entriesOf(entries, user.userId)
    .filter(
      (e): e is StopDeliveredEntry =>
        e.kind === 'stopDelivered' &&
        e.shipmentId === shipment.shipmentId &&
        e.body.deliveryItemId === deliveryItemId,
    )
    .findLast((e) => isUnsent(e) || e.state === 'failed');
}

export function useStopDelivered(shipment: Shipment, deliveryItemId: number) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const deliver = useMarkStopDelivered();
  const pending = usePendingStopDelivered(shipment, deliveryItemId);

  /** Takes the tap the courier confirmed: now, or queued until the network is back. */
  const run = async () => {
    if (!user) return;
    const key = crypto.randomUUID();
    const queue = async () => {
      await enqueueWrite({
        kind: 'stopDelivered',
        key,
        ownerId: user.userId,
        shipmentId: shipment.shipmentId,
        body: { deliveryItemId },
      });
      void flushSendQueue(queryClient);
    };
    if (!isOnline()) return queue();
    try {
      await deliver.mutateAsync({ shipmentId: shipment.shipmentId, deliveryItemId, idempotencyKey: key });
      // Issue 28: no dialog to acknowledge on the road; a short notice, and the card shows the time.
      notify({ text: m.statusChanged });
    } catch (error) {
      // No answer came: it waits with its key (a replay if the server had recorded it).
      if (isNetworkError(error) || !isOnline()) return queue();
      await showApiError(error);
    }
  };

  /** Forgets a refused mark once the courier has read why. */
  const dismiss = () => (pending ? removeQueued(pending.key) : Promise.resolve());

  return { run, dismiss, pending, deliver };
}
