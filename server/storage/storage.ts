// Where the courier's documents keep their bytes (docs/server.md "Documents' storage", issue 32): the
// `documents` table keeps each file's metadata and its key, the bytes live behind this interface.
// Two drivers: the local disk (disk.ts, the default) and an S3-compatible bucket (s3.ts). Keys are
// made by the server (newStorageKey), never from what a client sends.
export interface DocumentStorage {
  /** What it is, for the start line ("disk /srv/data/documents", "s3 bucket/prefix"). */
  readonly name: string;
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the key's bytes; a key with nothing stored is no error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A new key: a random UUID, nothing of the request in it. */
export const newStorageKey = (): string => crypto.randomUUID();

/** Refuses anything but a key newStorageKey made (no path, no traversal). */
export function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** In memory, for tests that start the app without a data folder. */
export function memoryStorage(): DocumentStorage {
  const files = new Map<string, Uint8Array>();
  return {
    name: 'memory',
    async put(key, bytes) {
      files.set(checkedKey(key), new Uint8Array(bytes));
    },
    async get(key) {
      const bytes = files.get(checkedKey(key));
      return bytes ? new Uint8Array(bytes) : null;
    },
    async delete(key) {
      files.delete(checkedKey(key));
    },
  };
}

/** Deletes each key, logging (not throwing) a failure: what is left is only unreachable bytes. */
export async function deleteQuietly(storage: DocumentStorage, keys: readonly string[]): Promise<void> {
  for (const key of keys)
    await storage.delete(key).catch((error: unknown) => console.error('[storage] not deleted', key, error));
}
