// Service-worker registration and the "new version" signal. Loaded after the first paint.
import { useSyncExternalStore } from 'react';

type Apply = () => void;

let apply: Apply | null = null;
const listeners = new Set<() => void>();

function announce(next: Apply): void {
  apply = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The action that switches to the new version, or null while there is none. */
export function useAppUpdate(): Apply | null {
  return useSyncExternalStore(
    subscribe,
    () => apply,
    () => null,
  );
}

/**
 * Registers the service worker (production builds) and reports a new version:
 * - real builds: the new worker waits; "Güncelle" tells it to take over, then the page reloads;
 * - mock builds: MSW's worker takes over at once (it skips waiting), so the new version is
 *   already in control and "Güncelle" only reloads the page onto it.
 */
export async function startAppUpdates(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { registerSW } = await import('virtual:pwa-register');
  // One action whichever way the new version arrived: a worker still waiting is told to take
  // over (the page reloads once it is in control), otherwise it already controls the page.
  let asked = false;
  const apply = () => {
    asked = true;
    void navigator.serviceWorker.getRegistration().then((registration) => {
      if (registration?.waiting) void updateSW();
      else window.location.reload();
    });
  };
  const updateSW = registerSW({
    onNeedRefresh: () => announce(apply),
    // A new version took control of the page. Reload onto it only when this page asked for it
    // ("Güncelle"); otherwise (MSW's worker skips waiting in mock builds, another tab updated)
    // offer it: a reload nobody asked for loses what is being typed.
    onNeedReload: () => (asked ? window.location.reload() : announce(apply)),
  });
  // The first worker taking control of a page that had none is an install, not an update.
  let controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // "Güncelle" asked for this one: reload onto it. Workbox's own signal (onNeedReload) only comes
    // when this page was already controlled as it registered; on a first visit that registers
    // before the worker has claimed the page it never comes, and the page stayed on the old version.
    if (asked) window.location.reload();
    else if (controlled) announce(apply);
    controlled = true;
  });
  // A marker end-to-end tests wait for before they deploy a new version: a version that takes over
  // before this runs (the page's first seconds) is in control without being announced.
  document.documentElement.dataset.appUpdates = 'ready';
}
