import { QueryClient } from '@tanstack/react-query';
import { DYNAMIC_PAGES_ROOT } from './persisted-queries';

const MAX_READ_RETRIES = 2;

/** Reads the HTTP status from whatever error shape the API layer throws, if it carries one. */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const candidate = (error as { status?: unknown }).status;
  return typeof candidate === 'number' ? candidate : undefined;
}

/** Retry network failures and 5xx twice; a 4xx is an answer, retrying it only repeats it. */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < MAX_READ_RETRIES;
}

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 8000);
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryRead,
        retryDelay,
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: {
        // A write is never repeated behind the user's back (idempotent replays are the offline queue's job).
        retry: false,
        // Nor held back: TanStack's default ('online') pauses a write made offline and sends it when
        // the network returns, even after the person closed its dialog (issue 28: a member suspended
        // after "Vazgeç"). Sent at once, offline it fails at once with the connection message; what
        // may wait for the network goes through the offline outbox, visibly and cancellably.
        networkMode: 'always',
      },
    },
  });
  // Pages kept for offline reading stay in memory as long as in storage: a query dropped from
  // memory (gcTime) drops out of the persisted cache at the next save. Infinity, not 30 days:
  // a timeout above 2^31-1 ms overflows and fires at once.
  client.setQueryDefaults([DYNAMIC_PAGES_ROOT], { gcTime: Infinity });
  return client;
}
