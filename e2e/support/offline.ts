import { API_READY, MOCK_START_MS } from './mock-start';
import { watchApi } from './api-traffic';
import { expect, test, type Page } from '@playwright/test';
import { fillAddress, next, sampleAddresses, step } from '../create-shipment-helpers';
import { shipmentBody } from '../../mocks/test/fixtures';

/**
 * The tag of a test that needs the service worker: the others run without one (e2e/fixtures.ts).
 * `test('…', { tag: SW_TAG }, …)`; the literal '@sw' reads the same.
 */
export const SW_TAG = '@sw';

/**
 * Waits until the service worker is active and controls the page (its precache is complete). The
 * check is synchronous: `waitForFunction` takes a returned promise as a truthy value at once.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  if (!test.info().tags.includes(SW_TAG))
    throw new Error(`waitForServiceWorker: tag the test ${SW_TAG}, or it runs without a service worker`);
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
    timeout: MOCK_START_MS,
  });
}

/** The signed-in user's active shipments, read through the API inside the page. */
export async function activeShipmentIds(page: Page): Promise<number[]> {
  await page.locator(API_READY).waitFor({ state: 'attached', timeout: MOCK_START_MS });
  return page.evaluate(async () => {
    const token = localStorage.getItem('kc.accessToken') ?? sessionStorage.getItem('kc.accessToken');
    const response = await fetch('/api/v1/shipment/active', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { data: { shipmentId: number }[] };
    return body.data.map((s) => s.shipmentId);
  });
}

/** Fills the create form of a signed-in customer up to step 6 (one pickup, one delivery). */
export async function fillShipment(page: Page): Promise<void> {
  await step(page, 1).getByRole('radio', { name: 'Motor' }).check();
  await next(page, 1);
  await fillAddress(page, step(page, 4), sampleAddresses.office);
  await next(page, 4);
  await fillAddress(page, step(page, 5).locator('.mantine-Paper-root').nth(0), sampleAddresses.home);
  await next(page, 5);
  await next(page, 3);
  await next(page, 2);
  await expect(step(page, 6).getByText('Toplam Tutar').locator('xpath=..')).toContainText('₺');
}

/** A POST /shipment the app sent, as it left the page: its Idempotency-Key and its body (JSON). */
export interface RecordedShipmentPost {
  key: string | null;
  body: string;
}

const POSTS_LOG = 'e2e.shipment-posts';

/**
 * Records every POST /shipment the app's client sends, across reloads (in localStorage): its
 * headers and body as it left the page (support/api-traffic.ts says why a plain wrapper would not).
 */
export async function recordShipmentPosts(page: Page): Promise<void> {
  await watchApi(page);
  await page.addInitScript((logKey) => {
    window.__e2eObserveApi?.({
      request: async (request) => {
        if (request.method !== 'POST' || new URL(request.url).pathname !== '/api/v1/shipment') return;
        const log = JSON.parse(localStorage.getItem(logKey) ?? '[]') as unknown[];
        log.push({ key: request.headers.get('Idempotency-Key'), body: await request.text() });
        localStorage.setItem(logKey, JSON.stringify(log));
      },
    });
  }, POSTS_LOG);
}

export async function recordedShipmentPosts(page: Page): Promise<RecordedShipmentPost[]> {
  return page.evaluate(
    (logKey) => JSON.parse(localStorage.getItem(logKey) ?? '[]') as RecordedShipmentPost[],
    POSTS_LOG,
  );
}

export interface CreateAnswer {
  status: number;
  shipmentId?: number;
  code?: string;
  desc?: string;
}

/**
 * POST /shipment from inside the page (where the mock answers) as the signed-in user, with the
 * given key and raw JSON body; `times` copies leave at once, in parallel.
 */
export async function postShipments(
  page: Page,
  { key, body, times = 1 }: { key: string; body: string; times?: number },
): Promise<CreateAnswer[]> {
  return page.evaluate(
    async ({ key, body, times }) => {
      const token = localStorage.getItem('kc.accessToken') ?? sessionStorage.getItem('kc.accessToken');
      const once = async () => {
        const response = await fetch('/api/v1/shipment', {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${token}`,
            'Content-Type': 'application/json',
            'Idempotency-Key': key,
          },
          body,
        });
        const json = (await response.json()) as {
          data?: { shipmentId?: number };
          code?: string;
          desc?: string;
        };
        return {
          status: response.status,
          shipmentId: json.data?.shipmentId,
          code: json.code,
          desc: json.desc,
        };
      };
      return Promise.all(Array.from({ length: times }, once));
    },
    { key, body, times },
  );
}

/** A valid shipment body (the mock tests' fixture, real lookup ids), as JSON. */
export function sampleShipmentBody(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify(shipmentBody(overrides));
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
