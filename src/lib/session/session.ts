// The signed-in user as the access token says (docs/data-model.md: claims userRoles, phoneNumber, name,
// userId). The token is the one persisted thing (token-store, "Beni Hatırla" picks the
// storage); everything else is decoded from it, so it can never disagree with the token.
import { decodeJwt } from 'jose';
import { getAccessToken, setAccessToken, subscribeAccessToken } from '@/api/token-store';

export interface SessionUser {
  userId: number;
  name: string;
  phoneNumber: string;
  roles: string[];
}

/** The user of an access token, or null for a missing or malformed one. Expiry is not checked: the client refreshes. */
export function decodeSessionUser(token: string | null | undefined): SessionUser | null {
  if (!token) return null;
  let claims: Record<string, unknown>;
  try {
    claims = decodeJwt(token);
  } catch {
    return null;
  }
  const { userId, userRoles, phoneNumber, name } = claims;
  const id = typeof userId === 'number' ? userId : typeof userId === 'string' ? Number(userId) : NaN;
  if (!Number.isInteger(id) || id <= 0) return null;
  const roles = Array.isArray(userRoles)
    ? userRoles.filter((r): r is string => typeof r === 'string')
    : typeof userRoles === 'string'
      ? [userRoles]
      : [];
  return {
    userId: id,
    name: typeof name === 'string' ? name : '',
    phoneNumber: typeof phoneNumber === 'string' ? phoneNumber : '',
    roles,
  };
}

let cachedToken: string | null | undefined;
let cachedUser: SessionUser | null = null;
// The last signed-in user survives the end of the session, so the sign-in shown then can
// offer the right login type and the same phone.
let lastUser: SessionUser | null = null;

/** The current user (same object while the token is unchanged: useSyncExternalStore needs that). */
export function getSessionUser(): SessionUser | null {
  const token = getAccessToken();
  if (token !== cachedToken) {
    cachedToken = token;
    cachedUser = decodeSessionUser(token);
    if (cachedUser) lastUser = cachedUser;
  }
  return cachedUser;
}

/** Who was signed in last in this tab (also after the session ended), or null. */
export function getLastSessionUser(): SessionUser | null {
  getSessionUser();
  return lastUser;
}

// Decode each new token as it arrives (and the stored one now), so the last user is known
// even if nothing rendered a session in between.
getSessionUser();
subscribeAccessToken(() => {
  getSessionUser();
});

export const subscribeSession = subscribeAccessToken;

/** Stores the token of a completed sign-in ("Beni Hatırla" → localStorage). */
export function storeSession(token: string, remember: boolean): SessionUser | null {
  setAccessToken(token, { remember });
  return getSessionUser();
}

export function clearSession(): void {
  setAccessToken(null);
}
