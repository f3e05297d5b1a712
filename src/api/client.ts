// The one HTTP client of the app, typed from openapi.yaml. Middleware: wait for the mock,
// bearer token, silent refresh-once-and-retry on 403 (docs/errors-and-messages.md), session end on 498.
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema';
import { getApiBaseUrl } from './base-url';
import { emitSessionEnded, getAccessToken, setAccessToken, subscribeAccessToken } from './token-store';

let ready: Promise<unknown> = Promise.resolve();

/**
 * Requests wait for this promise (the mock service worker starting) so the first render never
 * blocks on it. A rejected promise lets requests through to the network.
 */
export function setApiReady(promise: Promise<unknown>): void {
  ready = promise;
}

// openapi-fetch captures `fetch` at createClient(): look it up per call so MSW (started later)
// and test doubles see the requests.
const lazyFetch = (request: Request) => globalThis.fetch(request);

const HTTP_METHODS = new Set(['GET', 'PUT', 'POST', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'TRACE']);

// openapi-fetch also captures baseUrl at createClient(), but ours is runtime configuration set
// at boot: pass it per request.
function withRuntimeBaseUrl<C extends object>(client: C): C {
  return new Proxy(client, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof prop !== 'string' || !HTTP_METHODS.has(prop) || typeof value !== 'function') return value;
      return (url: unknown, init?: Record<string, unknown>) =>
        value.call(target, url, { ...init, baseUrl: getApiBaseUrl() });
    },
  });
}

function createApiClient(): Client<paths> {
  return withRuntimeBaseUrl(createClient<paths>({ credentials: 'include', fetch: lazyFetch }));
}

// A bare client for GET /refresh: no middleware, so a refused refresh cannot recurse.
const refreshClient = createApiClient();

type RefreshOutcome =
  | { kind: 'refreshed'; token: string }
  | { kind: 'ended'; status: number; body: unknown }
  | { kind: 'unreachable' };

let refreshInFlight: Promise<RefreshOutcome> | null = null;

// One "session ended" per session, however many requests learn it at once.
let sessionOpen = true;
subscribeAccessToken(() => {
  if (getAccessToken()) sessionOpen = true;
});

function endSession(): void {
  if (!sessionOpen) return;
  sessionOpen = false;
  setAccessToken(null);
  emitSessionEnded();
}

async function requestNewToken(): Promise<RefreshOutcome> {
  const token = getAccessToken();
  try {
    const { data, error, response } = await refreshClient.GET('/refresh', {
      params: { query: { t: Date.now() }, header: { 'Cache-Control': 'no-cache' } },
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      cache: 'no-store',
    });
    const next = data?.data?.accessToken;
    if (next) {
      setAccessToken(next);
      return { kind: 'refreshed', token: next };
    }
    // Without a token there was no session to end (e.g. a 403 before signing in).
    if (token || response.status === 498) endSession();
    return { kind: 'ended', status: response.status, body: error };
  } catch {
    // Offline or server unreachable: that says nothing about the session, so keep it.
    return { kind: 'unreachable' };
  }
}

/** Single flight: concurrent 403s share one GET /refresh. */
function refreshOnce(sentWith: string | null): Promise<RefreshOutcome> {
  const current = getAccessToken();
  // Another request refreshed while this one was on the wire: use its token.
  if (current && current !== sentWith) return Promise.resolve({ kind: 'refreshed', token: current });
  refreshInFlight ??= requestNewToken().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

function bearerOf(request: Request): string | null {
  const header = request.headers.get('Authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body ?? null), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

// The fetched request's body is consumed; keep a clone per request id for the one retry.
const retryCopies = new Map<string, Request>();

const authMiddleware: Middleware = {
  async onRequest({ request, id }) {
    await ready.catch(() => undefined);
    const token = getAccessToken();
    if (token && !request.headers.has('Authorization'))
      request.headers.set('Authorization', `Bearer ${token}`);
    retryCopies.set(id, request.clone());
    return request;
  },
  async onResponse({ request, response, id, options, schemaPath }) {
    const copy = retryCopies.get(id);
    retryCopies.delete(id);
    if (response.status === 498) {
      endSession();
      return response;
    }
    // Sign-in calls carry no session yet: their 403 is never an expired token.
    if (response.status !== 403 || !copy || schemaPath.startsWith('/auth/')) return response;

    const outcome = await refreshOnce(bearerOf(request));
    if (outcome.kind === 'unreachable') return response;
    if (outcome.kind === 'ended') return outcome.status === 498 ? jsonResponse(498, outcome.body) : response;

    copy.headers.set('Authorization', `Bearer ${outcome.token}`);
    const retried = await options.fetch(copy);
    if (retried.status === 498) endSession();
    return retried;
  },
  onError({ id }) {
    retryCopies.delete(id);
  },
};

/** The API client. `api.GET('/shipment/{shipmentId}', { params: { path: { shipmentId } } })`. */
export const api = createApiClient();
api.use(authMiddleware);

/**
 * bodySerializer for multipart operations (courier registration and profile): files as they
 * are, booleans and numbers as text, absent values left out.
 */
export function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    form.append(key, value instanceof Blob ? value : String(value));
  }
  return form;
}
