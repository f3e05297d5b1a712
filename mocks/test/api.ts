// Test helpers: plain fetch against the emulated server, and sign-in shortcuts.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { installContractGuard } from '../../tests/contract/guard';
import { API_TARGET, setupServerTarget } from '../../tests/server-target';
import { resetMockDb, server } from '../node';

/** The emulated server in this process, or the server API_TARGET names (tests/server-target.ts). */
export const BASE = `${API_TARGET ?? 'http://localhost'}/api/v1`;

export interface ApiResult<T = unknown> {
  status: number;
  body: {
    success: boolean;
    data: T;
    code?: string;
    desc?: string;
    errors?: { field: string; code: string; desc: string }[];
  };
}

export async function api<T = unknown>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${BASE}${path}`, { method, headers, body });
  return { status: response.status, body: (await response.json()) as ApiResult<T>['body'] };
}

export async function lastSmsCode(phone: string): Promise<string> {
  const sms = await api<{ code: string }[]>('GET', `/__mock/sms?phone=${phone}`);
  const code = sms.body.data[0]?.code;
  if (!code) throw new Error(`no SMS for ${phone}`);
  return code;
}

export async function smsLogin(phone: string, loginType: 1 | 2 = 1): Promise<string> {
  const login = await api<{ verificationType: number }>('POST', '/auth/login', {
    body: { identifier: phone, loginType },
  });
  if (login.status !== 200) throw new Error(`login ${login.status} ${login.body.code}`);
  const verify = await api<{ accessToken: string }>('POST', '/auth/verify', {
    body: { identifier: phone, code: await lastSmsCode(phone), loginType },
  });
  if (verify.status !== 200) throw new Error(`verify ${verify.status} ${verify.body.code}`);
  return verify.body.data.accessToken;
}

export async function passwordLogin(phone: string, password: string, loginType: 3 | 4): Promise<string> {
  const login = await api<{ accessToken: string }>('POST', '/auth/login', {
    body: { identifier: phone, password, loginType },
  });
  if (login.status !== 200) throw new Error(`login ${login.status} ${login.body.code}`);
  return login.body.data.accessToken;
}

export const accounts = {
  customer: () => smsLogin('05321112233', 1),
  mehmet: () => passwordLogin('05331112233', 'Kurye123!', 4),
  ali: () => passwordLogin('05341112233', 'Kurye123!', 4),
  hasan: () => passwordLogin('05371112233', 'Kurye123!', 4),
  emre: () => passwordLogin('05381112233', 'Kurye123!', 4),
  admin: () => passwordLogin('05301112233', 'Admin123!', 3),
};

export async function advanceClock(minutes: number): Promise<void> {
  await api('POST', '/__mock/clock', { body: { advanceMinutes: minutes } });
}

/** A shipment's status as GET /shipment/{id} shows it to the holder of the token. */
export async function shipmentStatusOf(shipmentId: number, token: string): Promise<number> {
  const read = await api<{ shipmentStatus: number }>('GET', `/shipment/${shipmentId}`, { token });
  if (read.status !== 200) throw new Error(`shipment ${shipmentId}: ${read.status} ${read.body.code}`);
  return read.body.data.shipmentStatus;
}

/** A member as staff read it (GET /admin/members/{userId}): status, courier profile, wallet. */
export interface MemberDetail {
  userId: number;
  status: number;
  statusReason?: string | null;
  /** A courier's address city, else the start city of the member's latest shipment. */
  cityId?: number | null;
  courier: { status: number; rejectReason?: string | null } | null;
  wallet: { accountId: number; balance: number; currency: string } | null;
}

export async function memberOf(userId: number, adminToken: string): Promise<MemberDetail> {
  const read = await api<MemberDetail>('GET', `/admin/members/${userId}`, { token: adminToken });
  if (read.status !== 200) throw new Error(`member ${userId}: ${read.status} ${read.body.code}`);
  return read.body.data;
}

/** The server's time in ms (real time plus the test clock's offset, GET /__mock/clock). */
export async function serverNow(): Promise<number> {
  return Date.parse((await api<{ now: string }>('GET', '/__mock/clock')).body.data.now);
}

/** Starts the mock server for a test file, with fresh seed data before each test. */
export function setupMockServer(): void {
  if (API_TARGET) return setupServerTarget(API_TARGET);
  installContractGuard(server);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(async () => {
    await resetMockDb();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
