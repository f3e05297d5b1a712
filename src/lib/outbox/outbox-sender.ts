// Sends the outbox: each waiting entry of the signed-in user, oldest first, once, with its
// Idempotency-Key and its owner's token. Whatever happens (a tab closed mid-send, a lost answer,
// two tabs at once), the key makes the server apply the write once.
//
// Sending runs under a Web Lock the tabs share and re-reads the stored entries first; and a tab
// sends an entry only after marking it "sending" for itself in one transaction, so even without
// Web Locks two tabs never send the same entry at once.
import type { QueryClient } from '@tanstack/react-query';
import { getAccessToken } from '@/api/token-store';
import { decodeSessionUser } from '@/lib/session/session';
import { isUnsent, NO_OWNER, type OutboxEntry } from './outbox-entry';
import type { OutboxStore } from './outbox-store';
import { writeOf, type WriteAnswer } from './outbox-writes';
import { isOnline } from '@/ui/online-status';

const LOCK_NAME = 'kc.send-queue';
/** A request that hangs must not hold the lock (and every other tab's sending) for ever. */
const SEND_TIMEOUT_MS = 30_000;
/** Without Web Locks, a "sending" claim older than this belongs to a tab that is gone. */
const CLAIM_EXPIRES_MS = 2 * SEND_TIMEOUT_MS;
/** Answers that may change with time: the session (refreshed, or signed in again), throttling, the server. */
const RETRYABLE = new Set([401, 403, 408, 429, 498]);

type SendOutcome = 'sent' | 'later' | 'refused' | 'taken';

/** Retry after a failure that may pass: the delay before the next pass, by attempts. */
export interface Backoff {
  delay(attempts: number): number;
}

/** 5 s, 10 s, 20 s … up to 5 minutes. */
export const defaultBackoff: Backoff = {
  delay: (attempts) => Math.min(5 * 60_000, 5_000 * 2 ** Math.max(0, attempts - 1)),
};

export interface OutboxSenderOptions {
  store: OutboxStore;
  /** The lock manager the tabs share; null where the browser has none. */
  locks: LockManager | null;
  /** Retries by itself after a failure that may pass; null: only when asked (online, start, sign-in). */
  backoff?: Backoff | null;
  /** A final refusal (the entry is "failed"), to tell the user. */
  onRefused?: (entry: OutboxEntry) => void;
}

export interface OutboxSender {
  /** Sends every waiting entry of the signed-in user, one after the other, one tab at a time. */
  flush(queryClient?: QueryClient): Promise<void>;
  /** The query client of the views to refresh (remembered from the last flush). */
  queryClient(): QueryClient | undefined;
  close(): void;
}

function timeoutSignal(): AbortSignal | undefined {
  return 'timeout' in AbortSignal ? AbortSignal.timeout(SEND_TIMEOUT_MS) : undefined;
}

function newTabId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random()}`;
}

export function createOutboxSender({
  store,
  locks,
  backoff = null,
  onRefused,
}: OutboxSenderOptions): OutboxSender {
  const tabId = newTabId();
  let client: QueryClient | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  /**
   * Marks an entry "sending" by this tab if it is still to be sent: waiting, or "sending" by a tab
   * that is gone (under the lock every other send has ended; without it, once the claim ran out).
   * Counts the attempt.
   */
  async function claim(entry: OutboxEntry, locked: boolean): Promise<OutboxEntry | null> {
    let claimed: OutboxEntry | null = null;
    await store.change(entry.key, (current) => {
      if (!current) return undefined;
      const free =
        current.state === 'waiting' ||
        (current.state === 'sending' && (locked || Date.now() - (current.claimedAt ?? 0) > CLAIM_EXPIRES_MS));
      if (!free) return undefined;
      claimed = {
        ...current,
        state: 'sending',
        attempts: current.attempts + 1,
        claimedBy: tabId,
        claimedAt: Date.now(),
      };
      return claimed;
    });
    await store.changed();
    return claimed;
  }

  /** Records the outcome of this tab's send; the claim ends. */
  async function settle(entry: OutboxEntry, patch: Partial<OutboxEntry>): Promise<void> {
    try {
      await store.change(entry.key, (current) => {
        const next = { ...(current ?? entry), ...patch } as OutboxEntry;
        delete next.claimedBy;
        delete next.claimedAt;
        return next;
      });
    } catch (error) {
      console.warn('Outbox not saved', error);
    }
    await store.changed();
  }

  async function send(queued: OutboxEntry, token: string, locked: boolean): Promise<SendOutcome> {
    const write = writeOf(queued);
    const entry = await claim(queued, locked);
    if (!entry) return 'taken';
    let answer: WriteAnswer;
    try {
      answer = await write.send(entry, { token, signal: timeoutSignal() });
    } catch {
      // No network (or it dropped mid-way, or timed out): the key makes the next try safe.
      await settle(entry, { state: 'waiting' });
      return 'later';
    }
    const { response, error } = answer;
    const result = write.sent(entry, answer);
    if (result) {
      await settle(entry, { ...result, state: 'sent', sentAt: new Date().toISOString(), error: undefined });
      return 'sent';
    }
    if (RETRYABLE.has(response.status) || response.status >= 500) {
      await settle(entry, { state: 'waiting' });
      return 'later';
    }
    const desc = (error as { desc?: unknown } | undefined)?.desc;
    const refusal = typeof desc === 'string' ? desc : `HTTP ${response.status}`;
    await settle(entry, { state: 'failed', error: refusal });
    onRefused?.({ ...entry, state: 'failed', error: refusal });
    return 'refused';
  }

  /** Sends what waits; answers the attempts of an entry left waiting after a failure, or 0. */
  async function flushOnce(locked: boolean): Promise<number> {
    // The stored entries are the truth: another tab may have sent or queued since.
    await store.refresh();
    for (const entry of store.getSnapshot()) {
      if (!isUnsent(entry)) continue;
      if (!isOnline()) break;
      const token = getAccessToken();
      // A visitor's write leaves only while nobody is signed in; a user's only with their session.
      if (
        entry.ownerId === NO_OWNER
          ? token !== null
          : !token || decodeSessionUser(token)?.userId !== entry.ownerId
      )
        continue;
      const outcome = await send(entry, token ?? '', locked);
      // Later ones wait too: the network is likely gone, and a status change must follow the one before.
      if (outcome === 'later') {
        return store.getSnapshot().find((e) => e.key === entry.key)?.attempts ?? 1;
      }
    }
    return 0;
  }

  async function exclusive(): Promise<number> {
    if (!locks) return flushOnce(false);
    return locks.request(LOCK_NAME, () => flushOnce(true));
  }

  function scheduleRetry(attempts: number): void {
    if (!backoff || closed || attempts === 0 || !isOnline()) return;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void flush(), backoff.delay(attempts));
  }

  let flushing: Promise<void> | null = null;
  let again = false;
  function flush(queryClient?: QueryClient): Promise<void> {
    if (queryClient) client = queryClient;
    if (flushing) {
      // Something was queued or came back while sending: one more pass after this one.
      again = true;
      return flushing;
    }
    clearTimeout(retryTimer);
    flushing = (async () => {
      let left: number;
      do {
        again = false;
        left = await exclusive();
      } while (again);
      scheduleRetry(left);
    })()
      .catch((error: unknown) => {
        console.warn('Outbox not sent', error);
      })
      .finally(() => {
        flushing = null;
      });
    return flushing;
  }

  return {
    flush,
    queryClient: () => client,
    close() {
      closed = true;
      clearTimeout(retryTimer);
    },
  };
}
