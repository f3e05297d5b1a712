// Persistence of the mock state: a debounced snapshot after each mutating request, written by
// an adapter (IndexedDB via idb-keyval in the browser, nothing in node tests). Mobile browsers
// do not reliably fire unload, so we never rely on it (NOTES.md).
import { getOffsetMs, setOffsetMs } from './clock';
import { clearDb, collectionNames, db, plain, type CollectionName } from './db';

/** Bump when the record shapes change: an older snapshot is dropped and the seed is used. */
export const SNAPSHOT_VERSION = 1;

export interface Snapshot {
  version: number;
  offsetMs: number;
  collections: Partial<Record<CollectionName, unknown[]>>;
}

export interface PersistAdapter {
  load(): Promise<Snapshot | undefined>;
  save(snapshot: Snapshot): Promise<void>;
  clear(): Promise<void>;
}

let adapter: PersistAdapter | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
const DEBOUNCE_MS = 250;

export function setPersistAdapter(next: PersistAdapter | null): void {
  adapter = next;
}

export function takeSnapshot(): Snapshot {
  const collections: Snapshot['collections'] = {};
  for (const name of collectionNames) collections[name] = db[name].all().map((r) => plain(r));
  return { version: SNAPSHOT_VERSION, offsetMs: getOffsetMs(), collections };
}

/** Replaces the whole state with a snapshot. Records are re-validated by the collection schemas. */
export async function restoreSnapshot(snapshot: Snapshot): Promise<void> {
  clearDb();
  setOffsetMs(snapshot.offsetMs);
  for (const name of collectionNames) {
    const rows = snapshot.collections[name] ?? [];
    const collection = db[name] as unknown as { create(value: unknown): Promise<unknown> };
    for (const row of rows) await collection.create(row);
  }
}

export async function loadPersisted(): Promise<boolean> {
  if (!adapter) return false;
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

export function scheduleSave(): void {
  if (!adapter) return;
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    void flushSave();
  }, DEBOUNCE_MS);
}

export async function flushSave(): Promise<void> {
  if (!adapter) return;
  if (timer) {
    clearTimeout(timer);
    timer = null;
  }
  await adapter.save(takeSnapshot());
}

export async function clearPersisted(): Promise<void> {
  await adapter?.clear();
}
