import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setApiReady } from '@/api/client';
import { setApiBaseUrl } from '@/api/base-url';
import { geocode, reverseGeocode } from './geo-api';

// docs/errors-and-messages.md: geocoding errors go to the console only; the map picker carries on without a proposal.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());
beforeEach(() => {
  setApiBaseUrl(null);
  setApiReady(Promise.resolve());
});

const broken = () => HttpResponse.json({ success: false, code: 'GEO_FAILED', desc: 'x' }, { status: 500 });

describe('geocoding errors (docs/errors-and-messages.md: console only)', () => {
  it('a failed search logs to the console and gives no results, without throwing', async () => {
    server.use(http.get('/api/v1/geo/geocode', broken));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(geocode('Caferağa Kadıköy')).resolves.toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a failed reverse lookup logs to the console and proposes nothing', async () => {
    server.use(http.get('/api/v1/geo/reverse', () => HttpResponse.error()));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(reverseGeocode({ lat: 41, long: 29 })).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('an aborted lookup (the user moved on) is not an error worth logging', async () => {
    server.use(http.get('/api/v1/geo/geocode', () => HttpResponse.error()));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const controller = new AbortController();
    controller.abort();
    await expect(geocode('Kızılay', controller.signal)).resolves.toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });
});
