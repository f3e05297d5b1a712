import { useSession } from '@/features/auth/use-session';
import { offlineMessages as m } from './messages';
import { entriesOf, isUnsent, useOutbox } from './use-outbox';

/**
 * The offline banner's text: what is shown, and only when something of this user's waits to be
 * sent, that it goes when the network is back (it said so also with nothing queued).
 * Loaded with the banner only while offline, so the queue is not in the first-load JS.
 */
export default function OfflineQueueNote() {
  const { user } = useSession();
  const waiting = entriesOf(useOutbox(), user?.userId ?? null).filter(
    (e) => e.kind === 'createShipment' && isUnsent(e),
  ).length;
  return <>{waiting > 0 ? `${m.offlineText} ${m.offlineQueued(waiting)}` : m.offlineText}</>;
}
