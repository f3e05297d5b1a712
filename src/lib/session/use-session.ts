import { useCallback, useSyncExternalStore } from 'react';
import { api } from '@/api/client';
import { getAccessToken } from '@/api/token-store';
import type { Role } from '@/domain/shipment-status';
import { isReloginPending, setReloginPending, subscribeReloginPending } from './relogin-state';
import {
  clearSession,
  getLastSessionUser,
  getSessionUser,
  subscribeSession,
  type SessionUser,
} from './session';

export interface Session {
  /** A valid session is held now. */
  isSignedIn: boolean;
  /**
   * Who the page is for: the signed-in user or, while a session that ended is being renewed
   * over the page (HTTP 498), the user it belonged to, so nothing that user typed unmounts.
   */
  user: SessionUser | null;
  hasRole(role: Role): boolean;
}

/** The signed-in user (decoded from the access token), re-rendering on sign-in, refresh and sign-out. */
export function useSession(): Session {
  const current = useSyncExternalStore(subscribeSession, getSessionUser, () => null);
  const renewing = useSyncExternalStore(subscribeReloginPending, isReloginPending, () => false);
  const user = current ?? (renewing ? getLastSessionUser() : null);
  const hasRole = useCallback((role: Role) => !!user?.roles.includes(role), [user]);
  return { isSignedIn: current !== null, user, hasRole };
}

type SignOutListener = () => void | Promise<void>;
const signOutListeners = new Set<SignOutListener>();

/**
 * Runs `listener` on every sign-out, once the session is forgotten; signOut waits for it. The app
 * subscribes what must not outlive a session (src/app/user-data.ts): the session knows no feature.
 * Answers the unsubscribe.
 */
export function onSignOut(listener: SignOutListener): () => void {
  signOutListeners.add(listener);
  return () => {
    signOutListeners.delete(listener);
  };
}

/**
 * Ends the session: tells the server (best effort: offline or refused, the user is signed out
 * here anyway), forgets the token, and tells the subscribers (`onSignOut`).
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
  // Signing out while a sign-in after a 498 waits over the page: the page goes too.
  setReloginPending(false);
  await Promise.all(
    [...signOutListeners].map(async (listener) => {
      try {
        await listener();
      } catch (error) {
        console.warn('Sign-out: not cleared', error);
      }
    }),
  );
}
