// "The session ended and the user is signing in again over the page": while this is on,
// guards keep rendering the page (its form state must survive) instead of swapping it for
// an inline sign-in.
import { useSyncExternalStore } from 'react';

let pending = false;
const listeners = new Set<() => void>();

export function setReloginPending(value: boolean): void {
  if (pending === value) return;
  pending = value;
  for (const listener of [...listeners]) listener();
}

export function isReloginPending(): boolean {
  return pending;
}

export function subscribeReloginPending(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useReloginPending(): boolean {
  return useSyncExternalStore(subscribeReloginPending, isReloginPending, () => false);
}
