// Where the forms' drafts live on the device: IndexedDB (idb-keyval), and for a save made while the
// page is being left, also localStorage. A write to IndexedDB is asynchronous: one started on
// `pagehide` (a reload, a link, the tab closed) is often dropped by the browser as it tears the page
// down, so the last change before leaving was lost (a reload right after typing). localStorage is
// written synchronously, so that copy survives; the next read takes whichever of the two is newer
// and moves it back into IndexedDB. Used by the create form's and the courier application's drafts.
import { del, get, keys, set } from 'idb-keyval';

/** localStorage key of the copy saved on leaving. */
const LEAVING_PREFIX = 'kc.leaving.';

export interface StoredDraft {
  savedAt: string;
}

export interface DraftSlot<T extends StoredDraft> {
  /** The IndexedDB key (and, prefixed, the localStorage key of the copy saved on leaving). */
  key: string;
  /**
   * What of a draft can be written synchronously, as JSON (the whole draft by default). The
   * courier application leaves its documents (Blobs) out: they stay in IndexedDB.
   */
  leavingCopy?: (draft: T) => unknown;
  /** Puts a copy saved on leaving back together with what IndexedDB holds (the copy as is by default). */
  restore?: (copy: unknown, stored: unknown) => unknown;
}

function readLeavingCopy(key: string): { savedAt?: unknown } | null {
  try {
    const text = localStorage.getItem(LEAVING_PREFIX + key);
    if (text === null) return null;
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
}

function forgetLeavingCopy(key: string): void {
  try {
    localStorage.removeItem(LEAVING_PREFIX + key);
  } catch {
    // storage unavailable: nothing was kept there either
  }
}

const time = (savedAt: unknown) => (typeof savedAt === 'string' ? Date.parse(savedAt) : Number.NaN);

/**
 * The draft stored under the slot (unchecked: the caller validates it), the copy saved on leaving
 * if it is the newer one; that copy is then moved into IndexedDB.
 */
export async function readDraft<T extends StoredDraft>(slot: DraftSlot<T>): Promise<unknown> {
  const stored: unknown = await get(slot.key);
  const copy = readLeavingCopy(slot.key);
  if (copy === null) return stored;
  const storedAt = time((stored as { savedAt?: unknown } | undefined)?.savedAt);
  const copyAt = time(copy.savedAt);
  if (!Number.isFinite(copyAt) || (Number.isFinite(storedAt) && storedAt > copyAt)) {
    forgetLeavingCopy(slot.key);
    return stored;
  }
  const draft = slot.restore ? slot.restore(copy, stored) : copy;
  await set(slot.key, draft);
  forgetLeavingCopy(slot.key);
  return draft;
}

/**
 * Stores a draft. `leaving`: the page is being hidden or left, so a copy is also written to
 * localStorage at once (the IndexedDB write may not land).
 */
export async function writeDraft<T extends StoredDraft>(
  slot: DraftSlot<T>,
  draft: T,
  leaving = false,
): Promise<void> {
  if (leaving) {
    try {
      localStorage.setItem(
        LEAVING_PREFIX + slot.key,
        JSON.stringify(slot.leavingCopy ? slot.leavingCopy(draft) : draft),
      );
    } catch {
      // full or unavailable: the IndexedDB write below is all there is
    }
  } else forgetLeavingCopy(slot.key);
  await set(slot.key, draft);
}

/** Forgets the drafts under these keys, both copies. */
export async function deleteDraft(key: string): Promise<void> {
  forgetLeavingCopy(key);
  await del(key);
}

/** Every stored draft key that starts with `prefix`, in either store. */
export async function draftKeys(prefix: string): Promise<string[]> {
  const found = new Set<string>();
  for (const key of await keys()) if (typeof key === 'string' && key.startsWith(prefix)) found.add(key);
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key?.startsWith(LEAVING_PREFIX + prefix)) found.add(key.slice(LEAVING_PREFIX.length));
    }
  } catch {
    // storage unavailable
  }
  return [...found];
}
