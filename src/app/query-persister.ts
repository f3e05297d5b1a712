// Lookups and parameter tables survive reloads and offline starts (docs/offline-and-outbox.md):
// only queries under `lookups` and the public content (help, content pages) are
// written to IndexedDB (idb-keyval), and a new app version discards what an older one saved.
import type { PersistQueryClientOptions, Persister } from '@tanstack/react-query-persist-client';
import { isPersistedQuery } from './persisted-queries';

const IDB_KEY = 'kc.query-cache.v1';
const LOOKUPS_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

// The storage code (persister, idb-keyval) is loaded with the first restore, not with the entry.
let real: Promise<Persister> | undefined;
function persister(): Promise<Persister> {
  real ??= Promise.all([import('@tanstack/query-async-storage-persister'), import('idb-keyval')]).then(
    ([{ createAsyncStoragePersister }, idb]) =>
      createAsyncStoragePersister({
        key: IDB_KEY,
        storage: {
          getItem: (key) => idb.get<string>(key),
          setItem: (key, value) => idb.set(key, value),
          removeItem: (key) => idb.del(key),
        },
      }),
  );
  return real;
}

const lazyPersister: Persister = {
  persistClient: async (client) => (await persister()).persistClient(client),
  restoreClient: async () => (await persister()).restoreClient(),
  removeClient: async () => (await persister()).removeClient(),
};

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: lazyPersister,
  maxAge: LOOKUPS_MAX_AGE_MS,
  buster: `kurye-cagir@${__APP_VERSION__}`,
  dehydrateOptions: { shouldDehydrateQuery: isPersistedQuery },
};
