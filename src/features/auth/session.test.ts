import { SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { getAccessToken, setAccessToken, wasRemembered } from '@/api/token-store';
import { loginTypeForRequiredRoles, loginTypeForRoles, needsPassword } from './login-types';
import {
  clearSession,
  decodeSessionUser,
  getLastSessionUser,
  getSessionUser,
  storeSession,
} from '@/lib/session/session';

const secret = new TextEncoder().encode('test-secret');

function token(claims: Record<string, unknown>): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(secret);
}

const ayse = {
  userRoles: ['Customer'],
  phoneNumber: '05321112233',
  name: 'Ayşe Yılmaz',
  userId: 1,
  sid: 's1',
};

afterEach(() => {
  setAccessToken(null);
  localStorage.clear();
  sessionStorage.clear();
});

describe('decodeSessionUser', () => {
  it('reads userRoles, phoneNumber, name and userId from the token', async () => {
    expect(decodeSessionUser(await token(ayse))).toEqual({
      userId: 1,
      name: 'Ayşe Yılmaz',
      phoneNumber: '05321112233',
      roles: ['Customer'],
    });
  });

  it('keeps several roles and accepts a single role as a string', async () => {
    expect(decodeSessionUser(await token({ ...ayse, userRoles: ['Courier', 'Admin'] }))?.roles).toEqual([
      'Courier',
      'Admin',
    ]);
    expect(decodeSessionUser(await token({ ...ayse, userRoles: 'Admin' }))?.roles).toEqual(['Admin']);
  });

  it('decodes an expired token too (the client refreshes it)', async () => {
    const expired = await new SignJWT(ayse)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(1_000)
      .setExpirationTime(2_000)
      .sign(secret);
    expect(decodeSessionUser(expired)?.userId).toBe(1);
  });

  it('is null for no token, garbage, or a token without a user id', async () => {
    expect(decodeSessionUser(null)).toBeNull();
    expect(decodeSessionUser('')).toBeNull();
    expect(decodeSessionUser('not-a-jwt')).toBeNull();
    expect(decodeSessionUser(await token({ ...ayse, userId: undefined }))).toBeNull();
  });

  it('defaults missing name and phone to empty and roles to none', async () => {
    expect(decodeSessionUser(await token({ userId: '7' }))).toEqual({
      userId: 7,
      name: '',
      phoneNumber: '',
      roles: [],
    });
  });
});

describe('the stored session', () => {
  it('"Beni Hatırla" keeps the token in localStorage, otherwise in sessionStorage', async () => {
    const t = await token(ayse);
    storeSession(t, true);
    expect(localStorage.getItem('kc.accessToken')).toBe(t);
    expect(sessionStorage.getItem('kc.accessToken')).toBeNull();

    storeSession(t, false);
    expect(sessionStorage.getItem('kc.accessToken')).toBe(t);
    expect(localStorage.getItem('kc.accessToken')).toBeNull();
  });

  it('a token stored without a choice (a refresh) stays on the device unless the session is for this tab only', async () => {
    const t = await token(ayse);
    setAccessToken(t);
    expect(localStorage.getItem('kc.accessToken')).toBe(t);
    expect(wasRemembered()).toBe(true);

    storeSession(t, false);
    setAccessToken(`${t}.refreshed`);
    expect(sessionStorage.getItem('kc.accessToken')).toBe(`${t}.refreshed`);
    expect(localStorage.getItem('kc.accessToken')).toBeNull();
    expect(wasRemembered()).toBe(false);
  });

  it('gives the same user object while the token is unchanged, and null after sign-out', async () => {
    storeSession(await token(ayse), false);
    const user = getSessionUser();
    expect(user?.name).toBe('Ayşe Yılmaz');
    expect(getSessionUser()).toBe(user);
    clearSession();
    expect(getAccessToken()).toBeNull();
    expect(getSessionUser()).toBeNull();
    // The last user is remembered for signing in again after the session ended.
    expect(getLastSessionUser()?.phoneNumber).toBe('05321112233');
  });
});

describe('login types (docs/sign-in-and-sessions.md)', () => {
  it('asks a password of every type but 1 and 2', () => {
    expect([1, 2, 3, 4, 7].map(needsPassword)).toEqual([false, false, true, true, true]);
  });

  it('picks the sign-in of the last role and of a guard', () => {
    expect(loginTypeForRoles(['Customer'])).toBe(1);
    expect(loginTypeForRoles(['Courier'])).toBe(4);
    expect(loginTypeForRoles(['Admin'])).toBe(3);
    expect(loginTypeForRoles([])).toBe(1);
    expect(loginTypeForRequiredRoles(undefined)).toBe(1);
    expect(loginTypeForRequiredRoles(['Courier'])).toBe(4);
    expect(loginTypeForRequiredRoles(['Admin'])).toBe(3);
  });
});
