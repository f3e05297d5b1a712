import { useCallback, useSyncExternalStore } from 'react';
import { api } from '@/api/client';
import { getAccessToken } from '@/api/token-store';
import type { RoleName } from './login-types';
import { clearSession, getSessionUser, subscribeSession, type SessionUser } from './session';

export interface Session {
  isSignedIn: boolean;
  user: SessionUser | null;
  hasRole(role: RoleName): boolean;
}

/** The signed-in user (decoded from the access token), re-rendering on sign-in, refresh and sign-out. */
export function useSession(): Session {
  const user = useSyncExternalStore(subscribeSession, getSessionUser, () => null);
  const hasRole = useCallback((role: RoleName) => !!user?.roles.includes(role), [user]);
  return { isSignedIn: user !== null, user, hasRole };
}

/**
 * Ends the session: tells the server (best effort: offline or refused, the user is signed out
 * here anyway) and forgets the token.
 */
export async function signOut(): Promise<void> {
  if (getAccessToken()) {
    try {
      await api.POST('/auth/logout');
    } catch {
      // Offline: the server session ends on its own; locally we are signed out regardless.
    }
  }
  clearSession();
}
