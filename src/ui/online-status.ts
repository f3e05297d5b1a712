import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** True while the browser has a network (the `online`/`offline` events, `navigator.onLine`). */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/**
 * TanStack Query assumes it starts online and only listens for changes; a page opened offline
 * must say so, or its queries try the network and fail instead of waiting for it.
 */
export function syncQueryOnlineState(): void {
  onlineManager.setOnline(isOnline());
}
