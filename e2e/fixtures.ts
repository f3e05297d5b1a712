import { API_MODE, waitForApi } from './support/mock-start';
import { realStack } from './support/real-stack';
import { test as base, expect, type Page } from '@playwright/test';
import { watchCsp, type CspWatch } from './support/csp-watch';
import { SW_TAG } from './support/offline';

interface MockSms {
  phone: string;
  code: string;
  text: string;
  sentAt: string;
}

interface MockClock {
  now: string;
  offsetMinutes: number;
}

/**
 * The emulated server's control endpoints (/api/v1/__mock/*). MSW answers inside the page, so
 * `page.request` would miss it: every call is a `fetch` run in the page once the mock is ready.
 */
export interface MockControl {
  /** Opens the app (if no page is loaded yet) and waits until the mock server answers. */
  ready(): Promise<void>;
  reset(): Promise<void>;
  advanceClock(minutes: number): Promise<MockClock>;
  clock(): Promise<MockClock>;
  /** The newest SMS sent to `phone` (digits, e.g. "05321112233"), or undefined. */
  latestSms(phone: string): Promise<MockSms | undefined>;
  /** The code of the newest SMS to `phone`, waiting for it to arrive (the login call is async). */
  smsCode(phone: string): Promise<string>;
  /** Any call to the API from inside the page; resolves with the status and the JSON body. */
  fetchJson<T = unknown>(
    path: string,
    /** `token`: sent as the bearer (a call made as a signed-in user). */
    init?: { method?: string; body?: unknown; token?: string },
  ): Promise<{ status: number; body: T }>;
}

interface Envelope<T> {
  success: boolean;
  data: T;
}

function mockControl(page: Page): MockControl {
  const fetchJson: MockControl['fetchJson'] = async (path, init) => {
    await waitForApi(page);
    return page.evaluate(
      async ({ url, method, body, token }) => {
        const headers: Record<string, string> = {};
        if (body !== undefined) headers['Content-Type'] = 'application/json';
        if (token) headers.Authorization = `Bearer ${token}`;
        const response = await fetch(url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await response.text();
        return { status: response.status, body: text ? JSON.parse(text) : null };
      },
      { url: `/api/v1${path}`, method: init?.method ?? 'GET', body: init?.body, token: init?.token },
    );
  };

  async function data<T>(path: string, init?: { method?: string; body?: unknown }): Promise<T> {
    const { status, body } = await fetchJson<Envelope<T>>(path, init);
    expect(status, `${init?.method ?? 'GET'} ${path}`).toBeLessThan(300);
    return body.data;
  }

  const latestSms = async (phone: string) => {
    const messages = await data<MockSms[]>(`/__mock/sms?phone=${encodeURIComponent(phone)}`);
    return [...messages].sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0];
  };

  return {
    ready: () => waitForApi(page),
    fetchJson,
    reset: async () => {
      await data('/__mock/reset', { method: 'POST' });
    },
    advanceClock: (minutes) =>
      data<MockClock>('/__mock/clock', { method: 'POST', body: { advanceMinutes: minutes } }),
    clock: () => data<MockClock>('/__mock/clock'),
    latestSms,
    smsCode: async (phone) => {
      let code = '';
      await expect
        .poll(async () => (code = (await latestSms(phone))?.code ?? ''), { message: `an SMS to ${phone}` })
        .not.toBe('');
      return code;
    },
  };
}

export const test = base.extend<{ mock: MockControl; csp: CspWatch; freshServer: void }>({
  // The service worker is the subject of the tests tagged SW_TAG (offline, the update, the install):
  // they run with it, as a returning visitor's browser. Every other test runs without it, as a first
  // visit before the worker takes the page over, which is what most of them saw anyway: a fresh
  // context installs the worker and its whole precache (about 5 MB) in the background, 8-25 s on
  // two busy cores, and that install cost about a fifth of the e2e run's CPU. A file may still say
  // `test.use({ serviceWorkers })` itself (e2e/early-taps.spec.ts, e2e/mock-first-visit.spec.ts).
  // eslint-disable-next-line no-empty-pattern
  serviceWorkers: async ({}, provide, testInfo) => {
    await provide(testInfo.tags.includes(SW_TAG) ? 'allow' : 'block');
  },
  // Against the real server (playwright.real.config.ts), the worker's own stack: its preview is the
  // page's origin, and its server goes back to the demo data before each test, as a new browser
  // context gives the emulated server fresh data.
  baseURL: async ({ baseURL }, provide, testInfo) => {
    await provide(
      API_MODE === 'real' ? `http://127.0.0.1:${realStack(testInfo.parallelIndex).appPort}` : baseURL,
    );
  },
  freshServer: [
    // Playwright reads a fixture's needs from its first parameter's pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, testInfo) => {
      if (API_MODE === 'real') {
        const { apiPort } = realStack(testInfo.parallelIndex);
        const response = await fetch(`http://127.0.0.1:${apiPort}/api/v1/__mock/reset`, { method: 'POST' });
        expect(response.status, 'the real server reset to the demo data').toBe(200);
      }
      await provide();
    },
    { auto: true },
  ],
  // Playwright's fixture callback is named `provide` here: `use` reads as a React hook to the linter.
  mock: async ({ page }, provide) => {
    await provide(mockControl(page));
  },
  // Every test watches its pages for Content-Security-Policy violations and fails on any at the end
  // (the policy is the one `vite preview` sends: scripts/security-headers.mjs).
  csp: async ({ context }, provide) => {
    await provide(await watchCsp(context));
  },
  page: async ({ page, csp }, provide) => {
    await provide(page);
    // Reports arrive as tasks after the violation: let the page's last ones come in.
    await page.waitForTimeout(50).catch(() => {});
    expect(csp.seen, 'Content-Security-Policy violations').toEqual([]);
  },
});

export { expect };
