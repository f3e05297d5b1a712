import type { Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from './session';

/**
 * Accounts the tracking specs switch between (mocks/seed/users.ts). Two motorcycle couriers
 * (Mehmet, Hasan) bid on the same tender; Ali drives a car.
 */
export const trackingAccounts = {
  customer: { phone: '05321112233', loginType: 1 },
  mehmet: { phone: '05331112233', loginType: 4, password: 'Kurye123!' },
  hasan: { phone: '05371112233', loginType: 4, password: 'Kurye123!' },
  ali: { phone: '05341112233', loginType: 4, password: 'Kurye123!' },
  /** Not in the seed: signs up as a new customer with no shipments. */
  newCustomer: { phone: '05551112299', loginType: 1 },
} as const;

export type TrackingAccount = keyof typeof trackingAccounts;

/**
 * Switches the page to another user through the mock API in the page (customer: login → SMS
 * outbox → verify; couriers: password) and reloads, so one page (one copy of the mock data)
 * can play several users in turn. `signInByApi` (e2e/support/session.ts) has no Hasan.
 */
export async function switchUser(page: Page, who: TrackingAccount, path?: string): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/');
  await page.locator('html[data-mock-ready="true"]').waitFor({ state: 'attached', timeout: 15_000 });
  const account = trackingAccounts[who];
  await page.evaluate(
    async ({ phone, loginType, password, key }) => {
      const post = async (url: string, body: unknown) => {
        const response = await fetch(`/api/v1${url}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        const json = (await response.json()) as {
          data?: { accessToken?: string; verificationType?: number };
        };
        if (!response.ok) throw new Error(`POST ${url} → ${response.status} ${JSON.stringify(json)}`);
        return json.data ?? {};
      };
      const login = await post('/auth/login', { identifier: phone, loginType, password });
      let token = login.accessToken;
      if (login.verificationType !== 0) {
        const sms = await fetch(`/api/v1/__mock/sms?phone=${phone}`);
        const list = ((await sms.json()) as { data: { code: string; sentAt: string }[] }).data;
        const latest = [...list].sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0];
        if (!latest) throw new Error(`no SMS for ${phone}`);
        token = (await post('/auth/verify', { identifier: phone, code: latest.code, loginType })).accessToken;
      }
      if (!token) throw new Error(`no token for ${phone}`);
      sessionStorage.removeItem(key);
      localStorage.setItem(key, token);
    },
    {
      phone: account.phone,
      loginType: account.loginType,
      password: 'password' in account ? account.password : undefined,
      key: TOKEN_STORAGE_KEY,
    },
  );
  if (path) await page.goto(path);
  else await page.reload();
  await page.locator('html[data-mock-ready="true"]').waitFor({ state: 'attached', timeout: 15_000 });
}

/** A call to the mock API from inside the page as the signed-in user (token from storage). */
export async function apiAs<T = unknown>(
  page: Page,
  path: string,
  init?: { method?: string; body?: unknown },
): Promise<{ status: number; data: T }> {
  return page.evaluate(
    async ({ url, method, body, key }) => {
      const token = localStorage.getItem(key) ?? sessionStorage.getItem(key);
      const headers: Record<string, string> = {};
      if (token) headers.Authorization = `Bearer ${token}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await response.json()) as { data: unknown };
      return { status: response.status, data: json.data as never };
    },
    { url: `/api/v1${path}`, method: init?.method ?? 'GET', body: init?.body, key: TOKEN_STORAGE_KEY },
  );
}

/** Turkish money as the app writes it: 1234.5 → "1.234,50". */
export function trMoney(amount: number): string {
  return new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amount,
  );
}
