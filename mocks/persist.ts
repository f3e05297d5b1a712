// Persistence of the mock state: a snapshot after each mutating request, written by an adapter
// (IndexedDB via idb-keyval in the browser, nothing in node tests). Mobile browsers do not
// reliably fire unload, so we never rely on it (docs/tooling.md).
//
// Every tab of a browser runs its own copy of the mock over the one stored snapshot. Like one
// server behind several clients, a tab's request must see what another tab wrote: each save
// writes a new revision where every tab can read it, and a tab whose copy is older reloads the
// snapshot before it answers its next request (withSharedDb).
import { getOffsetMs, setOffsetMs } from './clock';
import { clearDb, collectionNames, db, plain, type CollectionName } from './db';

/** Bump when the record shapes change: an older snapshot is dropped and the seed is used. */
const SNAPSHOT_VERSION = 2;

export interface Snapshot {
  version: number;
  offsetMs: number;
  collections: Partial<Record<CollectionName, unknown[]>>;
}

export interface PersistAdapter {
  load(): Promise<Snapshot | undefined>;
  save(snapshot: Snapshot): Promise<void>;
  clear(): Promise<void>;
  /**
   * Which save is the newest, shared by every copy of the mock (the tabs of one browser); read
   * synchronously before each request, so no message can arrive too late.
   */
  revision?: { read(): string | null; write(revision: string): void };
  /** Runs `task` while no other copy reads or writes the store (Web Locks in the browser). */
  exclusive?<T>(task: () => Promise<T>): Promise<T>;
}

let adapter: PersistAdapter | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
/** The revision this copy's data came from or was saved as. */
let heldRevision: string | null = null;
let restoring = false;
// Requests of this copy run one after another around the data: a reload (clear, then re-create)
// must never be seen half done by another request.
let queue: Promise<unknown> = Promise.resolve();

export function setPersistAdapter(next: PersistAdapter | null): void {
  adapter = next;
}

export function takeSnapshot(): Snapshot {
  const collections: Snapshot['collections'] = {};
  for (const name of collectionNames) collections[name] = db[name].all().map((r) => plain(r));
  return { version: SNAPSHOT_VERSION, offsetMs: getOffsetMs(), collections };
}

/** Replaces the whole state with a snapshot. Records are re-validated by the collection schemas. */
async function restoreSnapshot(snapshot: Snapshot): Promise<void> {
  restoring = true;
  try {
    clearDb();
    setOffsetMs(snapshot.offsetMs);
    for (const name of collectionNames) {
      const rows = snapshot.collections[name] ?? [];
      const collection = db[name] as unknown as { create(value: unknown): Promise<unknown> };
      for (const row of rows) await collection.create(row);
    }
  } finally {
    restoring = false;
  }
}

/** True while records are re-created from a snapshot (they are not new: no SMS is "sent" again). */
export function isRestoring(): boolean {
  return restoring;
}

export async function loadPersisted(): Promise<boolean> {
  if (!adapter) return false;
  heldRevision = adapter.revision?.read() ?? null;
  try {
    const snapshot = await adapter.load();
    if (!snapshot || snapshot.version !== SNAPSHOT_VERSION) return false;
    await restoreSnapshot(snapshot);
    return true;
  } catch {
    // A snapshot that no longer fits the schemas: start again from the seed.
    return false;
  }
}

export async function flushSave(): Promise<void> {
  if (!adapter) return;
  if (timer) {
    clearTimeout(timer);
    timer = null;
  }
  await adapter.save(takeSnapshot());
  if (adapter.revision) {
    heldRevision = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
    adapter.revision.write(heldRevision);
  }
}

/** Reloads the stored snapshot when another copy saved since this one last loaded or saved. */
async function reloadIfChanged(): Promise<void> {
  const shared = adapter?.revision?.read() ?? null;
  if (!adapter?.revision || shared === null || shared === heldRevision) return;
  const snapshot = await adapter.load();
  heldRevision = shared;
  if (snapshot && snapshot.version === SNAPSHOT_VERSION) await restoreSnapshot(snapshot);
}

/**
 * Runs one request's work on the shared data: alone in this copy and, with the adapter's lock,
 * alone among the tabs; on the newest data (reloaded first when another tab saved). The task
 * saves its writes before it returns, so the next tab to run sees them.
 */
export function withSharedDb<T>(task: () => Promise<T>): Promise<T> {
  const run = async () => {
    const locked = async () => {
      await reloadIfChanged();
      return task();
    };
    return adapter?.exclusive ? adapter.exclusive(locked) : locked();
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}
