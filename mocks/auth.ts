// Tokens and sessions of the emulated server (docs/decisions/0011-sessions-after-a-498-audit-of-issue-3.md): HS256 JWTs signed
// with a constant mock secret, claims userRoles, phoneNumber, name, userId, sid, exp (server
// clock seconds). Access tokens live 15 minutes, sessions 30 days.
import { compactVerify, SignJWT } from 'jose';
import { isRestrictedCourier, signInRefusal } from '@/domain/member-status';
import { now } from './clock';
import { db, type UserRecord } from './db';
import { fail } from '@/domain/api-errors';
import { ACCESS_TOKEN_MINUTES, SESSION_DAYS, type TokenClaims } from '@/domain/sign-in';

/**
 * The mock's signing key. It is public (a browser mock ships it), so a valid signature proves
 * nothing on its own: every check below also asks the stored session and user.
 */
export const MOCK_TOKEN_SECRET = new TextEncoder().encode('kurye-cagir-mock-secret-not-for-production');
const SECRET = MOCK_TOKEN_SECRET;

export interface AuthUser {
  user: UserRecord;
  claims: TokenClaims;
}

export async function hashPassword(password: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`kurye-cagir:${password}`));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function checkPassword(user: UserRecord, password: string | undefined): Promise<boolean> {
  return !!password && !!user.passwordHash && user.passwordHash === (await hashPassword(password));
}

function randomId(): string {
  return crypto.randomUUID();
}

async function signAccessToken(user: UserRecord, sid: string): Promise<string> {
  const iat = Math.floor(now() / 1000);
  return new SignJWT({
    userRoles: user.roles,
    phoneNumber: user.phone,
    name: `${user.name} ${user.surname}`.trim(),
    userId: user.userId,
    sid,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_MINUTES * 60)
    .sign(SECRET);
}

export async function startSession(user: UserRecord): Promise<string> {
  const sid = randomId();
  const t = now();
  await db.sessions.create({
    sid,
    userId: user.userId,
    createdAt: t,
    expiresAt: t + SESSION_DAYS * 86_400_000,
    endedAt: null,
  });
  return signAccessToken(user, sid);
}

/** The session is alive and belongs to the user the token names (a forged userId is refused). */
function sessionAlive(sid: string, userId: number): boolean {
  const session = db.sessions.findFirst((q) => q.where({ sid }));
  return !!session && session.userId === userId && session.endedAt === null && now() < session.expiresAt;
}

function sessionOwnedBy(sid: string, userId: number): boolean {
  return db.sessions.findFirst((q) => q.where({ sid }))?.userId === userId;
}

/** Why this user may not sign in at all (a restricted courier may, for the allow-list), or null. */
export function signInBlock(user: UserRecord): ReturnType<typeof signInRefusal> {
  return isRestrictedCourier(user) ? null : signInRefusal(user);
}

async function endSession(sid: string): Promise<void> {
  await db.sessions.update((q) => q.where({ sid }), {
    data(s) {
      s.endedAt = now();
    },
  });
}

function bearer(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return match?.[1]?.trim() || null;
}

/** Checks the signature only (expiry is the caller's decision). Null for a bad token. */
async function readClaims(token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await compactVerify(token, SECRET);
    const claims = JSON.parse(new TextDecoder().decode(payload)) as Partial<TokenClaims>;
    if (
      typeof claims.userId !== 'number' ||
      typeof claims.sid !== 'string' ||
      typeof claims.exp !== 'number'
    ) {
      return null;
    }
    return claims as TokenClaims;
  } catch {
    return null;
  }
}

/**
 * The caller of a protected call: 401 without or with a bad token, 498 when the session has
 * ended, 403 TOKEN_EXPIRED when the access token is past its exp (refresh and retry).
 */
export async function authenticate(
  request: Request,
  options: { applicants?: boolean } = {},
): Promise<AuthUser> {
  const token = bearer(request);
  if (!token) fail('UNAUTHORIZED');
  const claims = await readClaims(token);
  if (!claims || !sessionOwnedBy(claims.sid, claims.userId)) fail('INVALID_TOKEN');
  if (!sessionAlive(claims.sid, claims.userId)) fail('SESSION_ENDED');
  if (claims.exp * 1000 <= now()) fail('TOKEN_EXPIRED');
  const user = db.users.findFirst((q) => q.where({ userId: claims.userId }));
  if (!user) fail('INVALID_TOKEN');
  const refusal = signInRefusal(user);
  // The allow-list of issue 16: only calls marked `applicants` serve a courier who is not approved.
  if (refusal && !(options.applicants && isRestrictedCourier(user))) fail(refusal);
  return { user, claims };
}

/** The caller when a valid token is present; anyone else is anonymous (public calls never refuse). */
export async function authenticateOptional(request: Request): Promise<AuthUser | null> {
  if (!bearer(request)) return null;
  try {
    return await authenticate(request);
  } catch {
    return null;
  }
}

/**
 * GET /refresh: a new access token while the session lives, else 498. A courier awaiting approval,
 * rejected or suspended may refresh (their pages poll their application); anyone else whom
 * `signInRefusal` refuses has their session ended.
 */
export async function refresh(request: Request): Promise<string> {
  const token = bearer(request);
  if (!token) fail('UNAUTHORIZED');
  const claims = await readClaims(token);
  if (!claims || !sessionOwnedBy(claims.sid, claims.userId)) fail('INVALID_TOKEN');
  if (!sessionAlive(claims.sid, claims.userId)) fail('SESSION_ENDED');
  const user = db.users.findFirst((q) => q.where({ userId: claims.userId }));
  if (!user || signInBlock(user)) {
    await endSession(claims.sid);
    fail('SESSION_ENDED');
  }
  return signAccessToken(user, claims.sid);
}

/** POST /auth/logout: ends the session of the token, if any. */
export async function logout(request: Request): Promise<void> {
  const token = bearer(request);
  const claims = token ? await readClaims(token) : null;
  if (claims) await endSession(claims.sid);
}
