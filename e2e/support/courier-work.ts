// Issue 16: what the courier specs share: a call as another courier, the status changes the app
// sends (the outbox is tested by counting them), and the dialogs of the status path.
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { watchApi } from './api-traffic';

const PUTS_LOG = 'e2e.status-puts';

/**
 * Records every status change the app's client sends, across reloads (in localStorage; see
 * support/api-traffic.ts for how the page's requests are seen).
 */
export async function recordStatusChanges(page: Page): Promise<void> {
  await watchApi(page);
  await page.addInitScript((logKey) => {
    window.__e2eObserveApi?.({
      request: (request) => {
        const path = new URL(request.url).pathname;
        if (request.method !== 'PUT' || !path.endsWith('/change-status')) return;
        const log = JSON.parse(localStorage.getItem(logKey) ?? '[]') as unknown[];
        log.push({ path, key: request.headers.get('Idempotency-Key') });
        localStorage.setItem(logKey, JSON.stringify(log));
      },
    });
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
