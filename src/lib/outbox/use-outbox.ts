// The outbox for screens: every user's entries as they change (show them through `entriesOf`).
import { useSyncExternalStore } from 'react';
import type { OutboxEntry } from './outbox-entry';
import { outbox } from './send-queue';

export { entriesOf, isUnsent } from './outbox-entry';

let loaded = false;
function subscribe(listener: () => void): () => void {
  const unsubscribe = outbox().subscribe(listener);
  if (!loaded) {
    loaded = true;
    void outbox().refresh();
  }
  return unsubscribe;
}

function getSnapshot(): OutboxEntry[] {
  return outbox().getSnapshot();
}

/** The outbox as it changes (waiting, sending, sent, refused), every user's entries. */
export function useOutbox(): OutboxEntry[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
