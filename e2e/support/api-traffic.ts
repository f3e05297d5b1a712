// How a test sees the API requests the page sends, and their answers.
import type { Page } from '@playwright/test';

/** What an observer is given: the request as it left the page (a copy), and later its answer. */
interface ApiObserver {
  request?: (request: Request) => void | Promise<void>;
  response?: (request: Request, response: Response) => void | Promise<void>;
}

declare global {
  interface Window {
    __e2eObserveApi?: (observer: ApiObserver) => void;
  }
}

/**
 * Lets the page's later init scripts watch its /api/v1 requests (`window.__e2eObserveApi`), across
 * reloads. Neither `page.on('request')` nor `page.route` sees them: the emulated server answers
 * them inside the page (mocks/browser.ts replaces `window.fetch` when it starts) or in the
 * service worker. A wrapper installed before the app would be wrapped in turn and see nothing,
 * so this one stays outside: whatever the page later assigns to `window.fetch` goes beneath it.
 * Installed once per page; call it before the `addInitScript` that registers an observer.
 */
export async function watchApi(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (window.__e2eObserveApi) return;
    const observers: ApiObserver[] = [];
    const network = window.fetch.bind(window);
    let inner: typeof fetch = network;
    const isApi = (input: RequestInfo | URL) => {
      try {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        return url.pathname.startsWith('/api/v1/');
      } catch {
        return false;
      }
    };
    const outermost = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      // The page's own replacement passes other requests back here: they go to the network.
      if (!isApi(input)) return network(input, init);
      const request = new Request(input, init);
      const copy = request.clone();
      for (const observer of observers) await observer.request?.(copy.clone());
      const response = await inner(request);
      for (const observer of observers) await observer.response?.(copy.clone(), response.clone());
      return response;
    };
    Object.defineProperty(window, 'fetch', {
      configurable: true,
      get: () => outermost,
      set: (replacement: typeof fetch) => {
        inner = replacement;
      },
    });
    window.__e2eObserveApi = (observer) => observers.push(observer);
  });
}
