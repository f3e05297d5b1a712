// React.lazy remembers a failed import for ever: a chunk that could not load offline stays broken
// after the network returns, until a reload. This loader forgets a failure, so the error boundary's
// "Tekrar Dene" (ui/load-error-boundary) loads it again.
import { use, type ComponentType, type ReactNode } from 'react';

/** A lazily loaded chunk (JS or its stylesheet) could not be fetched. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('chunk-load-failed', { cause });
    this.name = 'ChunkLoadError';
  }
}

// The browsers' and Vite's wordings for a module or its CSS that did not arrive.
const CHUNK_FAILURE =
  /dynamically imported module|Unable to preload CSS|Importing a module script failed|error loading dynamically imported module|Failed to load stylesheet/i;

/** True for an error that means "the code did not arrive", not a bug in it. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

export interface RetryingComponent<P> {
  (props: P): ReactNode;
  /** Starts loading now (e.g. on the first pointer in a form); a failure is reported on render. */
  preload: () => void;
}

export function lazyWithRetry<P extends object>(load: () => Promise<ComponentType<P>>): RetryingComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (cause: unknown) => {
        pending = null;
        throw new ChunkLoadError(cause);
      },
    ));
  function Retrying(props: P) {
    const Component = loaded ?? use(start());
    return <Component {...props} />;
  }
  Retrying.preload = () => void start().catch(() => undefined);
  return Retrying;
}

/**
 * Loads a stylesheet with a `<link>`; a failed one is removed, so a retry adds a fresh link
 * (Vite's own CSS preloading marks a URL as seen and never asks for it again).
 */
export function loadStylesheet(href: string): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][data-href="${href}"]`);
  if (existing?.dataset.loaded) return Promise.resolve();
  existing?.remove();
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.href = href;
    link.onload = () => {
      link.dataset.loaded = 'true';
      resolve();
    };
    link.onerror = () => {
      link.remove();
      reject(new Error(`Failed to load stylesheet ${href}`));
    };
    document.head.append(link);
  });
}
