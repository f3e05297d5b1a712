/// <reference lib="webworker" />
// The one service worker (docs/offline-and-outbox.md): Workbox precaches the app
// shell, runtime-caches the map and lookup files, and in mock builds MSW's worker is imported into
// it, so the fully mocked app installs and works offline. Two workers on scope `/` would replace
// each other (docs/tooling.md).
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  addRoute,
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precache,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { PRERENDERED_PATHS, prerenderedFile, prerenderedFileFor } from './prerender-routes';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

const API_PATH = /^\/api\//;
const ok = new CacheableResponsePlugin({ statuses: [0, 200] });

// An update waits until the user chooses "Güncelle" (the page posts SKIP_WAITING). A page the
// worker does not control (a hard reload) asks to be taken (CLAIM_CLIENTS) rather than reload.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'CLAIM_CLIENTS') event.waitUntil(self.clients.claim());
});
clientsClaim();

precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The prerendered public pages (issue 19) get their own HTML, either slash form; registered before
// the precache's own route, which would answer `/` with index.html (the shell).
const prerenderedPages = new Map(
  PRERENDERED_PATHS.map((path) => [path, createHandlerBoundToURL(`/${prerenderedFile(path)}`)]),
);
registerRoute(
  ({ request, url }) => {
    if (request.mode !== 'navigate' || url.origin !== self.location.origin) return false;
    return prerenderedFileFor(url.pathname) !== undefined;
  },
  (options) => {
    const path = options.url.pathname.replace(/(.)\/$/, '$1');
    return prerenderedPages.get(path)!(options);
  },
);
addRoute();

// Every other page of the SPA is index.html, the unprerendered shell; the API never is.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [API_PATH] }));

// Runtime configuration: the network when it answers within a second, else the last copy, so an
// offline start in real mode still knows its server.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/config.json',
  new NetworkFirst({ cacheName: 'kc-config', networkTimeoutSeconds: 1, plugins: [ok] }),
);

// Hashed files the precache does not hold (a page still running an older version asking for its
// own chunks after an update): fetched once, then served from the cache; a hashed name never goes
// stale. The map library is precached since issue 15 (the map picker opens offline on a first use).
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'kc-map-code', // the name of before; kept so old entries are reused
    plugins: [ok, new ExpirationPlugin({ maxEntries: 24, purgeOnQuotaError: true })],
  }),
);

// The map style and its data (and, in mock mode, the per-city lookup files the mock reads):
// served from the cache at once and refreshed behind it.
registerRoute(
  ({ url }) => url.origin === self.location.origin && /^\/(map|geo)\//.test(url.pathname),
  new StaleWhileRevalidate({
    cacheName: 'kc-map-data',
    plugins: [ok, new ExpirationPlugin({ maxEntries: 120, purgeOnQuotaError: true })],
  }),
);

if (import.meta.env.VITE_API_MODE !== 'real') {
  // MSW's worker unregisters its registration when it believes the last tab closed; merged, that
  // registration is the app's, so it must stay (docs/tooling.md).
  self.registration.unregister = () => Promise.resolve(false);
  // MSW only needs to see API calls; everything else stays with Workbox's routes above. Its
  // script is imported after them, so precached files and navigations are answered first.
  const addEventListener = self.addEventListener.bind(self);
  self.addEventListener = ((type: string, listener: EventListener, options?: AddEventListenerOptions) => {
    if (type !== 'fetch') return addEventListener(type, listener, options);
    const onlyApi = (event: Event) => {
      if (API_PATH.test(new URL((event as FetchEvent).request.url).pathname)) listener(event);
    };
    return addEventListener(type, onlyApi, options);
  }) as typeof self.addEventListener;
  importScripts('/mockServiceWorker.js');
  self.addEventListener = addEventListener;
}
