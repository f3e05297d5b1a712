// The tender clock's sweep (docs/server.md "The tender clock"): besides the settling before every
// request, each server process settles due tenders every few seconds, so a tender ends on time even
// when nobody asks. Sweeps of several processes at once take turns row by row (settleDue).
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Schema } from '../db/schema';
import { settleDue } from './tender';

/** Starts sweeping every `intervalMs`; the returned function stops it and waits for a sweep under way. */
export function startTenderSweep(
  db: Kysely<Schema>,
  clock: Pick<Clock, 'now'>,
  intervalMs: number,
  logError: (error: unknown) => void = (error) => console.error('[server] tender sweep failed', error),
): () => Promise<void> {
  let current: Promise<void> | null = null;
  const timer = setInterval(() => {
    // One sweep at a time in a process: a slow one is not stacked upon.
    if (current) return;
    current = clock
      .now()
      .then((now) => settleDue({ db }, now))
      .then(
        () => undefined,
        (error: unknown) => logError(error),
      )
      .finally(() => {
        current = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
