// Issue 16: what the courier specs share: a call as another courier, the status changes the app
// sends (the outbox is tested by counting them), and the dialogs of the status path.
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

const PUTS_LOG = 'e2e.status-puts';

/**
 * Records every status change the app's client sends, across reloads (in localStorage): the
 * service worker answers them, so `page.on('request')` would miss them (see support/offline.ts).
 */
export async function recordStatusChanges(page: Page): Promise<void> {
  await page.addInitScript((logKey) => {
    const original = window.fetch.bind(window);
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : null;
      const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
      const url = new URL(request ? request.url : String(input), location.href);
      if (method === 'PUT' && url.pathname.endsWith('/change-status')) {
        const headers = new Headers(init?.headers ?? request?.headers);
        const log = JSON.parse(localStorage.getItem(logKey) ?? '[]') as unknown[];
        log.push({ path: url.pathname, key: headers.get('Idempotency-Key') });
        localStorage.setItem(logKey, JSON.stringify(log));
      }
      return original(input, init);
    };
  }, PUTS_LOG);
}

export async function recordedStatusChanges(page: Page): Promise<{ path: string; key: string | null }[]> {
  return page.evaluate((logKey) => JSON.parse(localStorage.getItem(logKey) ?? '[]'), PUTS_LOG);
}

/** A call as another demo courier without touching the page's own session. */
export async function asCourier<T>(
  page: Page,
  phone: string,
  path: string,
  init?: { method?: string; body?: unknown },
) {
  return page.evaluate(
    async ({ phone, path, method, body }) => {
      const login = await fetch('/api/v1/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ identifier: phone, password: 'Kurye123!', loginType: 4 }),
      });
      const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
      const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, text, data: (JSON.parse(text) as { data: unknown }).data as T };
    },
    { phone, path, method: init?.method ?? 'GET', body: init?.body },
  );
}

export async function acknowledge(page: Page, text: string) {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Tamam' }).click();
  await expect(dialog).toBeHidden();
}

export async function confirm(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Onay' }).click();
}

/** An address of a shipment body (POST /shipment), by city and district ids. */
export const place = (
  title: string,
  cityId: number,
  districtId: number,
  fullAddress: string,
  lat: number,
  long: number,
  extra: Record<string, string> = {},
) => ({
  title,
  cityId,
  countyId: Math.floor(districtId / 1000),
  districtId,
  fullAddress,
  worldCoordinate: { lat, long },
  ...extra,
});

/**
 * Issue 28: a courier's status step confirms inline, with a short notice instead of a dialog to
 * acknowledge. Waits for it and closes it (so the next step waits for its own).
 */
export async function stepDone(page: Page) {
  const notice = page.getByRole('alert').filter({ hasText: 'İşlem gerçekleşti.' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Kapat' }).click();
  await expect(notice).toHaveCount(0);
}
