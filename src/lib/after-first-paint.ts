// Work the first page does not need (service worker, send queue) starts after the page has been
// painted and the browser is idle, so it never competes with the first render for the network
// or the main thread.
import type { AnyRouter } from '@tanstack/react-router';

const SAFETY_MS = 5000;

/** Resolves in a task of its own: what follows runs after the browser has had its turn. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves in a task after the browser's next paint (a task queued from the frame runs after it). */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Resolves once the router has rendered its first page and the browser has painted it. */
export function afterFirstPaint(router: Pick<AnyRouter, 'subscribe'>): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      unsubscribe();
      clearTimeout(timer);
      void nextPaint().then(resolve);
    };
    const unsubscribe = router.subscribe('onRendered', finish);
    // A page that never renders (an error before the first match) must not hold the rest forever.
    const timer = setTimeout(finish, SAFETY_MS);
  });
}

/** Resolves when the main thread is idle (or after `timeoutMs` at the latest). */
export function whenIdle(timeoutMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 1);
  });
}
