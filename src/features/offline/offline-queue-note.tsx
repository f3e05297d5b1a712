import { useSession } from '@/features/auth/use-session';
import { offlineMessages as m } from './messages';
import { itemsOf, useSendQueue } from './send-queue';

/**
 * The offline banner's text: what is shown, and only when something of this user's waits to be
 * sent, that it goes when the network is back (it said so also with nothing queued).
 * Loaded with the banner only while offline, so the queue is not in the first-load JS.
 */
export default function OfflineQueueNote() {
  const { user } = useSession();
  const waiting = itemsOf(useSendQueue(), user?.userId ?? null).filter(
    (i) => i.state === 'waiting' || i.state === 'sending',
  ).length;
  return <>{waiting > 0 ? `${m.offlineText} ${m.offlineQueued(waiting)}` : m.offlineText}</>;
}
