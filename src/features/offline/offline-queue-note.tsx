import { useSession } from '@/lib/session/use-session';
import { offlineMessages as m } from './messages';
import { entriesOf, isUnsent, useOutbox } from '@/lib/outbox/use-outbox';

/**
 * The offline banner's text: what is shown, and only when something of this user's waits to be
 * sent, that it goes when the network is back (it said so also with nothing queued).
 * Loaded with the banner only while offline, so the queue is not in the first-load JS.
 */
export default function OfflineQueueNote() {
  const { user } = useSession();
  const unsent = entriesOf(useOutbox(), user?.userId ?? null).filter(isUnsent);
  const shipments = unsent.filter((e) => e.kind === 'createShipment').length;
  const changes = unsent.filter((e) => e.kind === 'changeStatus' || e.kind === 'stopDelivered').length;
  const feedback = unsent.filter((e) => e.kind === 'sendFeedback').length;
  return (
    <>
      {[
        m.offlineText,
        shipments > 0 ? m.offlineQueued(shipments) : null,
        changes > 0 ? m.offlineStatusQueued(changes) : null,
        feedback > 0 ? m.offlineFeedbackQueued(feedback) : null,
      ]
        .filter(Boolean)
        .join(' ')}
    </>
  );
}
