// Test helper for app code (the API client and what uses it) against the emulated server.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { setApiBaseUrl } from '@/api/base-url';
import { setApiReady } from '@/api/client';
import { resetMockDb, server } from '../node';

/** msw/node for a test file, fresh seed data before each test, the app's client pointed at it. */
export function setupAppOnMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  beforeEach(async () => {
    await resetMockDb();
    setApiBaseUrl(null);
    setApiReady(Promise.resolve());
  });
}
