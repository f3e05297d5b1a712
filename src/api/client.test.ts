import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { api, setApiReady } from './client';
import { setApiBaseUrl } from './base-url';
import { ApiError, unwrap } from './errors';
import type { components } from './schema';
import { getAccessToken, onSessionEnded, setAccessToken } from './token-store';

// Plain msw handlers defined here: the emulated server in mocks/ is tested on its own.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const shipment = { shipmentId: 7, shipmentStatus: 1 };
const ok = (data: unknown) => HttpResponse.json({ success: true, data });
const fail = (status: number, code: string, desc: string) =>
  HttpResponse.json({ success: false, code, desc }, { status });

let sessionEnded = 0;
let stopListening: () => void = () => undefined;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setApiBaseUrl(null);
  setApiReady(Promise.resolve());
  setAccessToken('old-token');
  sessionEnded = 0;
  stopListening = onSessionEnded(() => {
    sessionEnded += 1;
  });
});
afterEach(() => stopListening());

/** A protected resource that accepts only `new-token`, plus a refresh endpoint that issues it. */
function expiringTokenServer(refresh: () => Response = () => ok({ accessToken: 'new-token' })) {
  const calls = { refresh: 0, shipment: 0, refreshAuth: [] as (string | null)[] };
  server.use(
    http.get('/api/v1/refresh', ({ request }) => {
      calls.refresh += 1;
      calls.refreshAuth.push(request.headers.get('Authorization'));
      return refresh();
    }),
    http.get('/api/v1/shipment/:shipmentId', ({ request }) => {
      calls.shipment += 1;
      return request.headers.get('Authorization') === 'Bearer new-token'
        ? ok(shipment)
        : fail(403, 'TOKEN_EXPIRED', 'Oturum süresi doldu');
    }),
  );
  return calls;
}

const getShipment = (shipmentId = 7) =>
  api.GET('/shipment/{shipmentId}', { params: { path: { shipmentId } } });

describe('api client', () => {
  it('sends the bearer token and credentials: include to the base path', async () => {
    let seen: { auth: string | null; credentials: RequestCredentials; url: string } | undefined;
    server.use(
      http.get('/api/v1/shipment/active', ({ request }) => {
        seen = {
          auth: request.headers.get('Authorization'),
          credentials: request.credentials,
          url: request.url,
        };
        return ok([]);
      }),
    );
    const { data } = await api.GET('/shipment/active');
    expect(data?.data).toEqual([]);
    expect(seen).toEqual({
      auth: 'Bearer old-token',
      credentials: 'include',
      url: 'http://localhost/api/v1/shipment/active',
    });
  });

  it('reads the base URL at request time (runtime config)', async () => {
    setApiBaseUrl('/backend/api/v1/');
    server.use(http.get('/backend/api/v1/static/cities', () => ok([{ cityId: 34, cityName: 'İstanbul' }])));
    const { data } = await api.GET('/static/cities');
    expect(data?.data[0]?.cityName).toBe('İstanbul');
  });

  it('on 403 refreshes once, stores the new token and retries the request once', async () => {
    const calls = expiringTokenServer();
    const { data, error } = await getShipment();
    expect(error).toBeUndefined();
    expect(data?.data).toMatchObject(shipment);
    expect(calls).toEqual({ refresh: 1, shipment: 2, refreshAuth: ['Bearer old-token'] });
    expect(getAccessToken()).toBe('new-token');
    expect(sessionEnded).toBe(0);
  });

  it('resends the request body on the retry', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/v1/refresh', () => ok({ accessToken: 'new-token' })),
      http.post('/api/v1/shipment/:shipmentId/price-quote', async ({ request }) => {
        bodies.push(await request.json());
        return request.headers.get('Authorization') === 'Bearer new-token'
          ? HttpResponse.json(
              {
                success: true,
                data: { priceQuoteOfferId: 1, courierId: 2, offerStatus: 1, priceQuoteAmount: 300 },
              },
              { status: 201 },
            )
          : fail(403, 'TOKEN_EXPIRED', 'Oturum süresi doldu');
      }),
    );
    const { response } = await api.POST('/shipment/{shipmentId}/price-quote', {
      params: { path: { shipmentId: 7 } },
      body: { priceQuoteAmount: 300 },
    });
    expect(response.status).toBe(201);
    expect(bodies).toEqual([{ priceQuoteAmount: 300 }, { priceQuoteAmount: 300 }]);
  });

  it('shares one refresh between concurrent 403s', async () => {
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const calls = { refresh: 0, shipment: 0 };
    server.use(
      http.get('/api/v1/refresh', async () => {
        calls.refresh += 1;
        await refreshGate;
        return ok({ accessToken: 'new-token' });
      }),
      http.get('/api/v1/shipment/:shipmentId', ({ request }) => {
        calls.shipment += 1;
        if (calls.shipment === 2) releaseRefresh(); // both first attempts are in before the refresh answers
        return request.headers.get('Authorization') === 'Bearer new-token'
          ? ok(shipment)
          : fail(403, 'TOKEN_EXPIRED', 'Oturum süresi doldu');
      }),
    );
    const [a, b] = await Promise.all([getShipment(7), getShipment(8)]);
    expect(a.response.status).toBe(200);
    expect(b.response.status).toBe(200);
    expect(calls).toEqual({ refresh: 1, shipment: 4 });
  });

  it('when the refresh answers 498: session ended, token cleared, the caller sees 498', async () => {
    const calls = expiringTokenServer(() => fail(498, 'SESSION_ENDED', 'Oturum sona erdi'));
    const { error, response } = await getShipment();
    expect(response.status).toBe(498);
    expect(error).toMatchObject({ code: 'SESSION_ENDED' });
    expect(calls.refresh).toBe(1);
    expect(calls.shipment).toBe(1);
    expect(sessionEnded).toBe(1);
    expect(getAccessToken()).toBeNull();
  });

  it('when the refresh is refused otherwise: session ended, the caller keeps the 403', async () => {
    expiringTokenServer(() => fail(401, 'INVALID_TOKEN', 'Geçersiz oturum'));
    const { error, response } = await getShipment();
    expect(response.status).toBe(403);
    expect(error).toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect(sessionEnded).toBe(1);
  });

  it('a 498 from any call ends the session once', async () => {
    server.use(http.get('/api/v1/shipment/active', () => fail(498, 'SESSION_ENDED', 'Oturum sona erdi')));
    const [a, b] = await Promise.all([api.GET('/shipment/active'), api.GET('/shipment/active')]);
    expect(a.response.status).toBe(498);
    expect(b.response.status).toBe(498);
    expect(sessionEnded).toBe(1);
    expect(getAccessToken()).toBeNull();
  });

  it('holds requests until the ready promise resolves', async () => {
    let hits = 0;
    server.use(
      http.get('/api/v1/static/cities', () => {
        hits += 1;
        return ok([]);
      }),
    );
    let markReady: () => void = () => undefined;
    setApiReady(new Promise<void>((resolve) => (markReady = resolve)));
    const pending = api.GET('/static/cities');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hits).toBe(0);
    markReady();
    const { response } = await pending;
    expect(response.status).toBe(200);
    expect(hits).toBe(1);
  });

  it('unwrap hands back the typed payload or throws ApiError', async () => {
    server.use(
      http.get('/api/v1/shipment/7', () => ok(shipment)),
      http.get('/api/v1/shipment/8', () => fail(404, 'SHIPMENT_NOT_FOUND', 'Gönderi bulunamadı')),
    );
    const found = unwrap(await getShipment(7));
    expectTypeOf(found).toEqualTypeOf<components['schemas']['Shipment']>();
    expect(found.shipmentId).toBe(7);
    await expect(getShipment(8).then(unwrap)).rejects.toBeInstanceOf(ApiError);
  });

  it('does not refresh on a 403 from a sign-in call', async () => {
    let refreshes = 0;
    server.use(
      http.get('/api/v1/refresh', () => {
        refreshes += 1;
        return ok({ accessToken: 'new-token' });
      }),
      http.post('/api/v1/auth/login', () => fail(403, 'FORBIDDEN', 'Yetkisiz')),
    );
    const { response } = await api.POST('/auth/login', { body: { identifier: '05321112233', loginType: 1 } });
    expect(response.status).toBe(403);
    expect(refreshes).toBe(0);
    expect(sessionEnded).toBe(0);
  });
});
