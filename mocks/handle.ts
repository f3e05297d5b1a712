// The one wrapper every handler goes through (docs/architecture.md): tender settlement by the server clock,
// auth (401 / 403 / 498), roles, body validation (400 with errors[]), the envelope, thrown
// ApiErrors → the error envelope, a small delay, and persistence after mutations.
// Handlers stay small: only their rule.
import { delay, http, HttpResponse } from 'msw';
import type * as v from 'valibot';
import { authenticate, authenticateOptional, type AuthUser } from './auth';
import type { RoleName } from './db';
import { ApiError, errorEnvelope, fail } from '@/domain/api-errors';
import type { Reply } from '@/domain/reply';
import { readBody, type AnySchema } from '@/domain/request-body';
import { API_BASE } from './http';
import { flushSave, withSharedDb } from './persist';
import { checkQuery } from './services/query-check';
import { settleDueTenders } from './services/tender';

export type Access = 'public' | 'user' | 'optional';

export { created, ok, type Reply } from '@/domain/reply';
export interface HandleOptions<A extends Access, S extends AnySchema | undefined> {
  /** Default 'user': a valid access token is required. */
  auth?: A;
  /** Any of these roles is enough. */
  roles?: readonly RoleName[];
  /**
   * Also serves a courier who is not approved (pending, rejected, suspended): the short allow-list
   * of issue 16 (their own profile and application). Everyone else refuses them with 403.
   */
  applicants?: boolean;
  /** JSON body schema; codes as issue messages become errors[].code. */
  body?: S;
}

interface ResolverInfo {
  request: Request;
  params: object;
  response: { untyped(response: Response): unknown };
}

export interface HandlerContext<I extends ResolverInfo, A extends Access, S extends AnySchema | undefined> {
  request: Request;
  params: I['params'];
  query: URLSearchParams;
  auth: A extends 'user' ? AuthUser : AuthUser | null;
  body: S extends AnySchema ? v.InferOutput<S> : undefined;
}

let delayMs = 0;

/** A small realistic latency in the browser; 0 in tests. */
export function setMockDelay(ms: number): void {
  delayMs = ms;
}

function errorResponse(error: ApiError): Response {
  return HttpResponse.json(errorEnvelope(error), { status: error.status, headers: error.headers });
}

export function handle<
  I extends ResolverInfo,
  A extends Access = 'user',
  S extends AnySchema | undefined = undefined,
>(
  options: HandleOptions<A, S>,
  fn: (ctx: HandlerContext<I, A, S>) => Promise<Reply> | Reply,
): (info: I) => Promise<ReturnType<I['response']['untyped']>> {
  return async (info) => {
    const { request } = info;
    const mutating = request.method !== 'GET' && request.method !== 'HEAD';
    let response: Response;
    try {
      if (delayMs > 0) await delay(delayMs);
      response = await withSharedDb(async () => {
        let settled = 0;
        try {
          settled = await settleDueTenders();
          const access: Access = options.auth ?? 'user';
          const auth =
            access === 'user'
              ? await authenticate(request, { applicants: options.applicants })
              : access === 'optional'
                ? await authenticateOptional(request)
                : null;
          if (options.roles && !options.roles.some((r) => auth?.user.roles.includes(r)))
            fail('FORBIDDEN_ROLE');
          const query = new URL(request.url).searchParams;
          checkQuery(request, query);
          const body = options.body ? await readBody(request, options.body) : undefined;
          const reply = await fn({
            request,
            params: info.params,
            query,
            auth: auth as HandlerContext<I, A, S>['auth'],
            body: body as HandlerContext<I, A, S>['body'],
          });
          if (reply.response) return reply.response;
          return HttpResponse.json(
            { success: true, data: reply.data, ...(reply.message ? { message: reply.message } : {}) },
            { status: reply.status },
          );
        } finally {
          // Like a real server, a write is durable before it is answered (also a refused one that
          // counted an attempt): a reload right after must not lose it, and the other tabs' next
          // requests see it.
          if (mutating || settled > 0) await flushSave();
        }
      });
    } catch (error) {
      if (error instanceof ApiError) {
        response = errorResponse(error);
      } else {
        console.error('[mock] unexpected error', error);
        response = errorResponse(
          new ApiError(500, 'INTERNAL_ERROR', 'Beklenmedik bir hata oluştu. Lütfen tekrar deneyiniz'),
        );
      }
    }
    return info.response.untyped(response) as ReturnType<I['response']['untyped']>;
  };
}

/**
 * The answer to an /api/v1 path no operation matches (issue 27): 404 ROUTE_NOT_FOUND in the error
 * envelope. Registered after every operation's handler (mocks/node.ts, mocks/browser.ts).
 */
export const routeNotFound = http.all(`${API_BASE}/*`, () =>
  errorResponse(new ApiError(404, 'ROUTE_NOT_FOUND', 'İstenen adres bulunamadı.')),
);
