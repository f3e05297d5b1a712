import { useSyncExternalStore } from 'react';
import { getAccessToken, subscribeAccessToken } from '@/api/token-store';

function hasToken(): boolean {
  return Boolean(getAccessToken());
}

/** True while an access token is held (SPEC section 6: the menu shows login or logout by it). */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeAccessToken, hasToken, () => false);
}
