import { waitForApi } from './mock-start';
import type { Page } from '@playwright/test';

/** The demo accounts of the mock server (README, "Demo accounts"). */
export const demoAccounts = {
  customer: { phone: '05321112233', loginType: 1, name: 'Ayşe Yılmaz' },
  mehmet: { phone: '05331112233', loginType: 4, password: 'Kurye123!', name: 'Mehmet Kaya' },
  ali: { phone: '05341112233', loginType: 4, password: 'Kurye123!', name: 'Ali Demir' },
  hasan: { phone: '05371112233', loginType: 4, password: 'Kurye123!', name: 'Hasan Çelik' },
  emre: { phone: '05381112233', loginType: 4, password: 'Kurye123!', name: 'Emre Arslan' },
  admin: { phone: '05301112233', loginType: 3, password: 'Admin123!', name: 'Admin' },
  /** Not in the seed: signs up as a new customer with no shipments. */
  newCustomer: { phone: '05551112299', loginType: 1, name: '' },
} as const;

export type DemoAccount = keyof typeof demoAccounts;

/** Where src/api/token-store.ts keeps the token ("Beni Hatırla" → localStorage). */
export const TOKEN_STORAGE_KEY = 'kc.accessToken';

/**
 * Test-only shortcut: signs in through the mock API inside the page (customer: login → SMS
 * outbox → verify; couriers and admin: password login), stores the token where the app reads
 * it, and reloads (or opens `path`) so the app starts signed in. One page (one copy of the mock
 * data) can play several users in turn. Opens the app first when the page is blank.
 * Returns the access token.
 */
export async function signInByApi(page: Page, who: DemoAccount, path?: string): Promise<string> {
  await waitForApi(page);
  const account = demoAccounts[who];
  const token = await page.evaluate(
    async ({ phone, loginType, password, key }) => {
      const post = async (path: string, body: unknown) => {
        const response = await fetch(`/api/v1${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        const json = (await response.json()) as {
          data?: { accessToken?: string; verificationType?: number };
        };
        if (!response.ok) throw new Error(`POST ${path} → ${response.status} ${JSON.stringify(json)}`);
        return json.data ?? {};
      };
      const login = await post('/auth/login', { identifier: phone, loginType, password });
      let accessToken = login.accessToken;
      if (login.verificationType !== 0) {
        const sms = await fetch(`/api/v1/__mock/sms?phone=${phone}`);
        const list = ((await sms.json()) as { data: { code: string; sentAt: string }[] }).data;
        const latest = [...list].sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0];
        if (!latest) throw new Error(`no SMS for ${phone}`);
        accessToken = (await post('/auth/verify', { identifier: phone, code: latest.code, loginType }))
          .accessToken;
      }
      if (!accessToken) throw new Error(`no token for ${phone}`);
      sessionStorage.removeItem(key);
      localStorage.setItem(key, accessToken);
      return accessToken;
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
  await waitForApi(page);
  return token;
}
