// The emulated server in the browser: loaded through the one dynamic import in src/main.tsx.
// State persists in IndexedDB; geography is fetched per city from /geo/*.json.
import { del, get, set } from 'idb-keyval';
import { getResponse, http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { setGeoLoader, type CityFile, type CityRow } from '@/domain/geo/geo';
import { routeNotFound, setMockDelay } from './handle';
import { handlers } from './handlers';
import { db } from './db';
import {
  flushSave,
  isRestoring,
  loadPersisted,
  setPersistAdapter,
  withSharedDb,
  type Snapshot,
} from './persist';
import { resetToSeed } from './reset';
import { settleDueTenders } from './services/tender';

const STORAGE_KEY = 'kurye-cagir:mock-db';
/** localStorage: the revision of the newest snapshot, shared by the tabs (mocks/persist.ts). */
const REVISION_KEY = 'kurye-cagir:mock-db-revision';
/** The page event each SMS the mock sends raises (the same name in src/features/mock-panel/sms-notifications.tsx). */
const MOCK_SMS_EVENT = 'kurye-cagir:mock-sms';
/** The newest SMS of this page, kept for a panel that mounts after they were sent (the same name there). */
const MOCK_SMS_SENT = '__kcMockSmsSent';
const SMS_KEPT = 3;
const SETTLE_EVERY_MS = 10_000;

async function fetchJson<T>(url: string): Promise<T | null> {
  const response = await fetch(url);
  return response.ok ? ((await response.json()) as T) : null;
}

/**
 * The mock answers inside the browser, so taking the browser offline would not reach it: while
 * `navigator.onLine` is false every API call fails as a network error, as a real server would be
 * unreachable (mock control under /__mock/ stays up for tests). Falls through when online.
 */
const offlineLikeARealServer = http.all(/\/api\/v1\/(?!__mock\/)/, () =>
  navigator.onLine ? undefined : HttpResponse.error(),
);

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Blocked storage: this tab keeps working on its own copy.
  }
}

/**
 * Raises MOCK_SMS_EVENT for each SMS the mock sends from this tab, so the Test Paneli can show it
 * the way a phone does, over any dialog (the code is readable while "Doğrulama" waits for it).
 */
function announceSms(): void {
  db.sms.hooks.on('create', ({ data }) => {
    if (isRestoring()) return;
    const { phone, code, text } = data.record;
    const detail = { phone, code, text };
    // The panel is loaded once the page is idle: an SMS sent before (a sign-in typed at once) is
    // shown from here when it mounts.
    const page = window as unknown as Record<string, unknown>;
    const sent = Array.isArray(page[MOCK_SMS_SENT]) ? (page[MOCK_SMS_SENT] as unknown[]) : [];
    page[MOCK_SMS_SENT] = [detail, ...sent].slice(0, SMS_KEPT);
    window.dispatchEvent(new CustomEvent(MOCK_SMS_EVENT, { detail }));
  });
}

let started: Promise<void> | null = null;

const mockHandlers = [offlineLikeARealServer, ...handlers, routeNotFound];

function requestUrl(input: RequestInfo | URL): URL | null {
  try {
    return new URL(input instanceof Request ? input.url : String(input), location.href);
  } catch {
    return null;
  }
}

/**
 * Answers the page's own API requests in the page, with the same handlers the service worker
 * passes requests to. On a first visit the worker controls the page only once it has installed its
 * precache (about 4.8 MB: 8-25 s here, minutes on a slow phone line); until then nothing could
 * sign in or price a shipment. MSW's handlers run in the page either way (the worker only carries
 * requests to them), so answering here first keeps one copy of the data and skips a round trip
 * through the worker. Requests to other paths go on as they came.
 */
function answerInPage(): void {
  const onward = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = requestUrl(input);
    if (!url?.pathname.startsWith('/api/v1/')) return onward(input, init);
    const request = new Request(input, init);
    const response = await getResponse(mockHandlers, request);
    if (!response) return onward(request);
    // HttpResponse.error(): the network failed, as fetch reports it.
    if (response.type === 'error') throw new TypeError('Failed to fetch');
    return response;
  };
}

/**
 * MSW reloads a page that is not controlled while a registration of its worker exists. With the
 * app's worker that happens on every full page load during the first visit (the worker is still
 * downloading its precache) and after a hard reload, and the reloads repeat until the worker is
 * active. Instead, wait for the worker to take the page: an installing worker claims every page
 * when it activates (src/sw.ts calls clientsClaim), and an active one is asked to claim it now.
 */
async function waitForControl(): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator) || navigator.serviceWorker.controller) return;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return; // first visit: MSW registers the worker and waits for it
  await new Promise<void>((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
    // A worker that fails to install never takes the page: leave it to MSW then.
    const pending = registration.installing ?? registration.waiting;
    pending?.addEventListener('statechange', () => {
      if (pending.state === 'redundant') resolve();
    });
    if (navigator.serviceWorker.controller) resolve();
    else registration.active?.postMessage({ type: 'CLAIM_CLIENTS' });
  });
}

export function startMockServer(): Promise<void> {
  started ??= start();
  return started;
}

async function start(): Promise<void> {
  setGeoLoader({
    cities: async () => (await fetchJson<CityRow[]>('/geo/cities.json')) ?? [],
    city: (cityId) => fetchJson<CityFile>(`/geo/${cityId}.json`),
  });
  setPersistAdapter({
    load: () => get<Snapshot>(STORAGE_KEY),
    save: (snapshot) => set(STORAGE_KEY, snapshot),
    clear: () => del(STORAGE_KEY),
    revision: {
      read: () => readStorage(REVISION_KEY),
      write: (revision) => writeStorage(REVISION_KEY, revision),
    },
    // One tab at a time on the stored data (Web Locks; without them, each tab on its own queue).
    exclusive: <T>(task: () => Promise<T>): Promise<T> =>
      'locks' in navigator ? (navigator.locks.request(STORAGE_KEY, task) as Promise<T>) : task(),
  });
  announceSms();
  setMockDelay(150);
  await withSharedDb(async () => {
    if (!(await loadPersisted())) {
      await resetToSeed();
      await flushSave();
    }
  });
  answerInPage();
  // The worker still starts (it keeps the app and the mock working offline, and answers what is not
  // a fetch); nothing waits for it.
  void waitForControl()
    .then(() =>
      setupWorker(...mockHandlers).start({
        onUnhandledRequest: 'bypass',
        // Builds have one worker for the app and the mock (src/sw.ts imports MSW's); `vite dev`
        // has no app worker and uses MSW's own.
        serviceWorker: { url: import.meta.env.DEV ? '/mockServiceWorker.js' : '/sw.js' },
        quiet: true,
      }),
    )
    .catch((error: unknown) => console.error('The mock service worker did not start:', error));
  // Tenders also end while nobody calls the API (the mock panel shows them moving on).
  setInterval(() => {
    void withSharedDb(async () => {
      if ((await settleDueTenders()) > 0) await flushSave();
    });
  }, SETTLE_EVERY_MS);
}
