// Tokens, sessions and passwords of the real server (docs/server.md "Accounts and sessions"), the
// same rules as the emulated server (docs/sign-in-and-sessions.md): HS256 access tokens with the
// claims userRoles, phoneNumber, name, userId, sid, iat and exp (15 minutes of server time); a
// session lives 30 days in the `sessions` table and ends at sign-out or when the member may no
// longer sign in. Passwords are argon2id (@node-rs/argon2).
import { hash, verify } from '@node-rs/argon2';
import { compactVerify, SignJWT } from 'jose';
import type { Kysely, Transaction } from 'kysely';
import { fail } from '@/domain/api-errors';
import { ACCESS_TOKEN_MINUTES, SESSION_DAYS, type TokenClaims } from '@/domain/sign-in';
import { isRestrictedCourier, signInRefusal } from '@/domain/member-status';
import type { RoleName, Schema } from './db/schema';

type Db = Kysely<Schema> | Transaction<Schema>;

/** A member as the auth rules need them. */
export interface Member {
  userId: number;
  roles: RoleName[];
  phone: string;
  name: string;
  surname: string;
  status: 1 | 2 | 3 | 4;
  /** The courier application: present (an empty object) when there is one. */
  courier: object | null;
}

export interface AuthUser {
  user: Member;
  claims: TokenClaims;
}

/** The key tokens are signed with: TOKEN_SECRET, else one made once and kept in the database. */
export async function tokenSecret(db: Kysely<Schema>, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const made = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
  await db
    .insertInto('server_secrets')
    .values({ name: 'token', value: made })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', 'token')
    .executeTakeFirstOrThrow();
  return new TextEncoder().encode(row.value);
}

// argon2id with the library's defaults (19 MiB, 2 passes would be OWASP's; its defaults are
// memoryCost 4096 KiB, timeCost 3): about 10 ms here, far too slow to guess at.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

const demoHashes = new Map<string, Promise<string>>();
/**
 * The demo accounts' hash of one password, made once per process (a reset stores it again), with
 * argon2's cheapest cost: their passwords are public (README), and the suites sign in hundreds of
 * times. A hash carries its own cost, so every other password keeps the full one.
 */
export function demoPasswordHash(password: string): Promise<string> {
  let made = demoHashes.get(password);
  if (!made)
    demoHashes.set(password, (made = hash(password, { memoryCost: 1024, timeCost: 1, parallelism: 1 })));
  return made;
}

export async function checkPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash || !password) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export function memberQuery(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('courier_profiles', 'courier_profiles.user_id', 'users.user_id')
    .select([
      'users.user_id as userId',
      'users.roles',
      'users.phone',
      'users.name',
      'users.surname',
      'users.status',
      'courier_profiles.user_id as courierId',
    ]);
}

type MemberRow = Omit<Member, 'courier'> & { courierId: number | null };
export function toMember({ courierId, ...row }: MemberRow): Member {
  return { ...row, courier: courierId === null ? null : {} };
}

export async function findMember(db: Db, userId: number): Promise<Member | undefined> {
  const row = await memberQuery(db).where('users.user_id', '=', userId).executeTakeFirst();
  return row && toMember(row);
}

/** Why this member may not sign in at all (a restricted courier may, for the allow-list), or null. */
export function signInBlock(user: Member): ReturnType<typeof signInRefusal> {
  return isRestrictedCourier(user) ? null : signInRefusal(user);
}

export class Tokens {
  constructor(
    private readonly secret: Uint8Array,
    private readonly now: () => Promise<number>,
  ) {}

  private async sign(user: Member, sid: string, now: number): Promise<string> {
    const iat = Math.floor(now / 1000);
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
      .sign(this.secret);
  }

  /** A new session for `user`, and its first access token. */
  async startSession(db: Db, user: Member): Promise<string> {
    const sid = crypto.randomUUID();
    const t = await this.now();
    await db
      .insertInto('sessions')
      .values({
        sid,
        user_id: user.userId,
        created_at: new Date(t),
        expires_at: new Date(t + SESSION_DAYS * 86_400_000),
      })
      .execute();
    return this.sign(user, sid, t);
  }

  /** Checks the signature only (expiry is the caller's decision). Null for a bad token. */
  private async readClaims(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await compactVerify(token, this.secret);
      const claims = JSON.parse(new TextDecoder().decode(payload)) as Partial<TokenClaims>;
      if (
        typeof claims.userId !== 'number' ||
        typeof claims.sid !== 'string' ||
        typeof claims.exp !== 'number'
      )
        return null;
      return claims as TokenClaims;
    } catch {
      return null;
    }
  }

  /** The claims of a token whose session belongs to the user it names: 401 otherwise, 498 ended. */
  private async liveClaims(db: Db, request: Request, now: number): Promise<TokenClaims> {
    const token = bearer(request);
    if (!token) fail('UNAUTHORIZED');
    const claims = await this.readClaims(token);
    if (!claims || !/^[0-9a-f-]{36}$/.test(claims.sid)) fail('INVALID_TOKEN');
    const session = await db
      .selectFrom('sessions')
      .select(['user_id', 'expires_at', 'ended_at'])
      .where('sid', '=', claims.sid)
      .executeTakeFirst();
    if (!session || session.user_id !== claims.userId) fail('INVALID_TOKEN');
    if (session.ended_at !== null || now >= session.expires_at.getTime()) fail('SESSION_ENDED');
    return claims;
  }

  /**
   * The caller of a protected call: 401 without or with a bad token, 498 when the session has
   * ended, 403 TOKEN_EXPIRED when the access token is past its exp (refresh and retry).
   */
  async authenticate(
    db: Db,
    request: Request,
    now: number,
    options: { applicants?: boolean } = {},
  ): Promise<AuthUser> {
    const claims = await this.liveClaims(db, request, now);
    if (claims.exp * 1000 <= now) fail('TOKEN_EXPIRED');
    const user = await findMember(db, claims.userId);
    if (!user) fail('INVALID_TOKEN');
    const refusal = signInRefusal(user);
    // The allow-list of issue 16: only calls marked `applicants` serve a courier who is not approved.
    if (refusal && !(options.applicants && isRestrictedCourier(user))) fail(refusal);
    return { user, claims };
  }

  /** The caller when a valid token is present; anyone else is anonymous (public calls never refuse). */
  async authenticateOptional(db: Db, request: Request, now: number): Promise<AuthUser | null> {
    if (!bearer(request)) return null;
    try {
      return await this.authenticate(db, request, now);
    } catch {
      return null;
    }
  }

  /** GET /refresh: a new access token while the session lives and the member may sign in, else 498. */
  async refresh(db: Db, request: Request, now: number): Promise<string> {
    const claims = await this.liveClaims(db, request, now);
    const user = await findMember(db, claims.userId);
    if (!user || signInBlock(user)) {
      await endSession(db, claims.sid, now);
      fail('SESSION_ENDED');
    }
    return this.sign(user, claims.sid, now);
  }

  /** POST /auth/logout: ends the session of the token, if any. */
  async logout(db: Db, request: Request, now: number): Promise<void> {
    const token = bearer(request);
    const claims = token ? await this.readClaims(token) : null;
    if (claims && /^[0-9a-f-]{36}$/.test(claims.sid)) await endSession(db, claims.sid, now);
  }
}

async function endSession(db: Db, sid: string, now: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ ended_at: new Date(now) })
    .where('sid', '=', sid)
    .where('ended_at', 'is', null)
    .execute();
}

/** Ends every session of a member (suspension). */
export async function endSessionsOf(db: Db, userId: number, now: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ ended_at: new Date(now) })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .execute();
}

function bearer(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return match?.[1]?.trim() || null;
}
