import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@/app/mantine-styles';
import '@/app/outbox-writes';
import { AppTree } from '@/app/app-tree';
import { afterFirstPaint, nextPaint, nextTask, whenIdle } from '@/lib/after-first-paint';
import { loadRuntimeConfig } from '@/lib/config';
import { keepTypedInput, stopBootNotes, type TypedInput } from '@/app/keep-typed-input';
import { setPrerenderedView } from '@/lib/prerendered';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { forgetPreviousUserData, forgetUserDataOnSignOut } from '@/app/user-data';
import { setApiBaseUrl } from '@/api/base-url';
import { setApiReady } from '@/api/client';
import { startAppUpdates } from '@/features/offline/app-update';
import { syncQueryOnlineState } from '@/ui/online-status';

// Asked for first: every API request waits for it (below, `ready`).
const runtimeConfig = loadRuntimeConfig();
/**
 * The app starts in a task after the one that evaluated its modules, makes its router in one,
 * starts the page's code and the API in the next, and renders in a task of its own: at 4× CPU
 * these were one task of 250–400 ms, the largest part of the page's blocking time (issue 19).
 */
async function start(): Promise<void> {
  const queryClient = createQueryClient();
  forgetPreviousUserData(queryClient);
  forgetUserDataOnSignOut();
  const router = createAppRouter(queryClient);
  await nextTask();
  // The first page's code (its split route chunks) is fetched now, while React renders the frame,
  // not only once the router starts loading in its first layout effect. A failure is left to the
  // router's own load, which reports it.
  const firstPageCode = Promise.all(
    router
      .getMatchedRoutes(window.location.pathname)[0]
      .map((route) => router.loadRouteChunk(route)?.catch(() => undefined)),
  );
  let signalFirstCommit: () => void = () => undefined;
  const firstCommit = new Promise<void>((resolve) => {
    signalFirstCommit = resolve;
  });
  /** On a prerendered page: what is typed before React adopts the page (src/app/keep-typed-input.ts). */
  let typedInput: TypedInput | undefined;
  // React has committed the first render (on a prerendered page: hydrated). What was typed into
  // the prerendered page meanwhile is handed to React; the marker then tells tests the app runs.
  void firstCommit.then(() => {
    typedInput?.handOver();
    document.documentElement.dataset.appReady = 'true';
    // It started: a later failure to load is tried again once by itself (public/start-check.js).
    try {
      sessionStorage.removeItem('kc-start-retried');
    } catch {
      // No storage: nothing was noted.
    }
  });

  /**
   * Boot. Nothing here is awaited before the first render: the shell paints at once, and the API
   * client holds its requests until `ready` (runtime config read, and in mock mode the emulated
   * server started; docs/tooling.md, "Do not block the first render on the mock").
   */
  const ready = runtimeConfig.then(async (config) => {
    setApiBaseUrl(config.apiBaseUrl);
    // The one place src/ imports mocks/. The static env check lets a real-mode build drop the chunk.
    if (import.meta.env.VITE_API_MODE !== 'real' && config.mode === 'mock') {
      // The emulated server is large (about 200 KB gzip, and the data it seeds): it is fetched and
      // run once the first page is on screen (React's first commit, the page's code, with which a
      // page without a loader renders at once, then a painted frame), so that a slow phone shows
      // the page before it works through the mock. Requests wait for it meanwhile (the API client
      // holds them until `ready`).
      await Promise.all([firstCommit, firstPageCode]);
      await nextPaint();
      const { startMockServer } = await import('@mocks/browser');
      await startMockServer();
      // A marker end-to-end tests wait for before they talk to /api/v1/__mock/*.
      document.documentElement.dataset.mockReady = 'true';
    }
  });
  // Requests then go to the network and fail there; say why for whoever debugs it.
  ready.catch((error: unknown) => console.error('API not ready (runtime config or mock server):', error));
  setApiReady(ready);
  syncQueryOnlineState();

  // The first render in a task of its own too (issue 19).
  await nextTask();

  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('#root is missing from index.html');

  /** The path #root was prerendered for (scripts/prerender.mjs), when it is this page's (issue 19). */
  function prerenderedPath(root: HTMLElement): string | undefined {
    const path = root.dataset.prerendered;
    if (path === undefined) return undefined;
    const here = window.location.pathname.replace(/(.)\/$/, '$1');
    // The 404 page is served for whatever path a host does not know.
    return path === here || path === '/404.html' ? path : undefined;
  }

  const tree = <AppTree queryClient={queryClient} router={router} onCommit={() => signalFirstCommit()} />;
  if (prerenderedPath(rootElement)) {
    // The page is on screen already: React adopts its markup instead of replacing it. The router
    // renders as Start's client does after SSR (no Suspense around the root match: `router.ssr`, a
    // private field, pinned with the router's version and covered by src/app/router.test.ts), and
    // the page's data (code) is loaded first, so the first render is the prerendered one. A
    // transition: hydration runs in slices and yields to input in between.
    setPrerenderedView(true);
    typedInput = keepTypedInput(rootElement);
    router.ssr = { manifest: undefined };
    void router.load().then(() => {
      // Another page is rendered by the client alone (the create page's form mounts in a transition).
      const unsubscribe = router.subscribe('onBeforeNavigate', ({ pathChanged }) => {
        if (!pathChanged) return;
        setPrerenderedView(false);
        unsubscribe();
      });
      startTransition(() => {
        hydrateRoot(rootElement, tree);
        typedInput?.reactListens();
      });
    });
  } else {
    stopBootNotes();
    // A transition: React renders the first page in slices and yields to the browser between them,
    // instead of in one long task. The static frame in index.html is on screen meanwhile.
    const root = createRoot(rootElement);
    startTransition(() => {
      root.render(tree);
    });
  }

  // The service worker (and with it the precache download) and the send queue start once the first
  // page is painted, the page has loaded, the API is ready and the main thread is idle, so they
  // never compete with the first paint. In mock mode the mock server registers the worker first:
  // MSW reloads a page that a registration exists for but does not control, which our own
  // registration, made earlier, would cause on a first visit.
  const loaded = new Promise((resolve) => {
    if (document.readyState === 'complete') resolve(undefined);
    else window.addEventListener('load', resolve, { once: true });
  });
  const painted = afterFirstPaint(router);
  void Promise.all([loaded, painted, ready.catch(() => undefined)]).then(async () => {
    await whenIdle();
    void startAppUpdates();
    void import('@/lib/outbox/send-queue').then(({ startSendQueue }) => startSendQueue(queryClient));
  });
}

void nextTask().then(start);
