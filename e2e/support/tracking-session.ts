import type { Page } from '@playwright/test';
import { signInByApi, TOKEN_STORAGE_KEY, type DemoAccount } from './session';

export type TrackingAccount = DemoAccount;

/** Switches the page to another user (see signInByApi) and opens `path`, or reloads. */
export async function switchUser(page: Page, who: TrackingAccount, path?: string): Promise<void> {
  await signInByApi(page, who, path);
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
