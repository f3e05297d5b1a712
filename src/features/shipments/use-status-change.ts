// A status change as the user makes it: sent at once when there is a network, else queued in the
// outbox (features/offline) with an Idempotency-Key made here, once, and sent when the network is
// back. A send that fails on the way is queued with the same key: if the server did apply it,
// the resend is only a replay.
import { useQueryClient } from '@tanstack/react-query';
import { isNetworkError } from '@/api/errors';
import { isShipmentStatus, type Transition } from '@/domain/shipment-status';
import { useSession } from '@/lib/session/use-session';
import type { ChangeStatusEntry } from './outbox-write';
import { isOnline } from '@/ui/online-status';
import { enqueueWrite, flushSendQueue, removeQueued } from '@/lib/outbox/send-queue';
import { entriesOf, isUnsent, useOutbox } from '@/lib/outbox/use-outbox';
import { notify } from '@/ui/notify';
import { useChangeShipmentStatus } from '@/api/shipments/change-shipment-status';
import type { Shipment } from '@/api/shipments/types';
import { showApiError, showSuccess } from '@/ui/feedback';
import { shipmentMessages as m } from './messages';

/** How long a sent change still shows while the shipment on screen is read again. */
const SENT_SHOWN_MS = 30_000;

function justSent(e: ChangeStatusEntry, shipment: Shipment): boolean {
  return (
    e.state === 'sent' &&
    shipment.shipmentStatus === e.body.fromState &&
    Date.now() - Date.parse(e.sentAt ?? '') < SENT_SHOWN_MS
  );
}

/**
 * This user's change of this shipment that the outbox holds and the card shows: waiting or being
 * sent; just sent, until the shipment read again shows it (no buttons of the old status meanwhile);
 * or refused, until the user dismisses it.
 */
export function usePendingStatusChange(shipment: Shipment): ChangeStatusEntry | undefined {
  const { user } = useSession();
  const entries = useOutbox();
  if (!user) return undefined;
  return entriesOf(entries, user.userId)
    .filter((e): e is ChangeStatusEntry => e.kind === 'changeStatus' && e.shipmentId === shipment.shipmentId)
    .findLast((e) => isUnsent(e) || e.state === 'failed' || justSent(e, shipment));
}

export function useStatusChange(shipment: Shipment) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const change = useChangeShipmentStatus();
  const pending = usePendingStatusChange(shipment);

  /** Takes a transition the user confirmed: now, or queued until the network is back. */
  const run = async (t: Transition) => {
    if (!user || !isShipmentStatus(shipment.shipmentStatus)) return;
    const key = crypto.randomUUID();
    const body = { fromState: shipment.shipmentStatus, toState: t.to, action: t.action };
    const queue = async () => {
      await enqueueWrite({
        kind: 'changeStatus',
        key,
        ownerId: user.userId,
        shipmentId: shipment.shipmentId,
        body,
      });
      // Back online already (or never really gone): send it now.
      void flushSendQueue(queryClient);
    };
    if (!isOnline()) return queue();
    try {
      await change.mutateAsync({ shipmentId: shipment.shipmentId, ...body, idempotencyKey: key });
      // Issue 28: a courier's step needs no tap to acknowledge (four per delivery, on a motorbike):
      // a short notice, and the card shows the next step. Others keep the dialog.
      if (user.roles.includes('Courier')) notify({ text: m.statusChanged });
      else await showSuccess(m.statusChanged);
    } catch (error) {
      // No answer came: it waits with its key (a replay if the server had applied it).
      if (isNetworkError(error) || !isOnline()) return queue();
      await showApiError(error);
    }
  };

  /** Forgets a refused change once the user has read why. */
  const dismiss = () => (pending ? removeQueued(pending.key) : Promise.resolve());

  return { run, dismiss, pending, change };
}
