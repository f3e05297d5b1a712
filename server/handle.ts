// The one wrapper every operation of the real server goes through, as the emulated server's
// handle() (docs/server.md "Operations"): the server clock read once, the hooks that run before
// every request (the tender clock), auth (401 / 403 / 498), roles, the contract's query parameters,
// the body (400 with errors[]), then the operation's own rule; its answer in the envelope. Routes
// are written with the contract's paths (`/shipments/{id}`).
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type * as v from 'valibot';
import { fail } from '@/domain/api-errors';
import { checkQueryParameters, declaredQuery } from '@/domain/query-check';
import type { Reply } from '@/domain/reply';
import { readBody, type AnySchema } from '@/domain/request-body';
import type { AuthUser, Tokens } from './auth';
import type { Clock } from './clock';
import type { RoleName, Schema } from './db/schema';
import { okResponse } from './envelope';
import type { SmsSender } from './sms';
import type { DocumentStorage } from './storage/storage';

export { created, ok, type Reply } from '@/domain/reply';

/** What every operation may use: the database, the clock, tokens, the SMS outbox and the documents' storage. */
export interface Services {
  db: Kysely<Schema>;
  storage: DocumentStorage;
  clock: Clock;
  tokens: Tokens;
  sms: SmsSender;
}

export type Access = 'public' | 'user' | 'optional';

export interface RouteOptions<A extends Access, S extends AnySchema | undefined> {
  /** Default 'user': a valid access token is required. */
  auth?: A;
  /** Any of these roles is enough. */
  roles?: readonly RoleName[];
  /** Also serves a courier who is not approved (issue 16's allow-list). */
  applicants?: boolean;
  body?: S;
}

export interface RequestContext<A extends Access, S extends AnySchema | undefined> extends Services {
  request: Request;
  params: Record<string, string>;
  query: URLSearchParams;
  auth: A extends 'user' ? AuthUser : AuthUser | null;
  body: S extends AnySchema ? v.InferOutput<S> : undefined;
  /** Server time at the start of the request (epoch ms). */
  now: number;
}

/** Runs before every request with the request's `now` (e.g. settling tenders that fell due). */
export type BeforeRequest = (services: Services, now: number) => Promise<void>;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export class Router {
  private readonly before: BeforeRequest[] = [];

  constructor(
    private readonly api: Hono,
    private readonly services: Services,
  ) {}

  beforeEachRequest(hook: BeforeRequest): void {
    this.before.push(hook);
  }

  get<A extends Access = 'user', S extends AnySchema | undefined = undefined>(
    path: string,
    options: RouteOptions<A, S>,
    fn: (ctx: RequestContext<A, S>) => Promise<Reply> | Reply,
  ): void {
    this.add('get', path, options, fn);
  }
  post<A extends Access = 'user', S extends AnySchema | undefined = undefined>(
    path: string,
    options: RouteOptions<A, S>,
    fn: (ctx: RequestContext<A, S>) => Promise<Reply> | Reply,
  ): void {
    this.add('post', path, options, fn);
  }
  put<A extends Access = 'user', S extends AnySchema | undefined = undefined>(
    path: string,
    options: RouteOptions<A, S>,
    fn: (ctx: RequestContext<A, S>) => Promise<Reply> | Reply,
  ): void {
    this.add('put', path, options, fn);
  }
  patch<A extends Access = 'user', S extends AnySchema | undefined = undefined>(
    path: string,
    options: RouteOptions<A, S>,
    fn: (ctx: RequestContext<A, S>) => Promise<Reply> | Reply,
  ): void {
    this.add('patch', path, options, fn);
  }
  delete<A extends Access = 'user', S extends AnySchema | undefined = undefined>(
    path: string,
    options: RouteOptions<A, S>,
    fn: (ctx: RequestContext<A, S>) => Promise<Reply> | Reply,
  ): void {
    this.add('delete', path, options, fn);
  }

  private add<A extends Access, S extends AnySchema | undefined>(
    method: Method,
    path: string,
    options: RouteOptions<A, S>,
    fn: (ctx: RequestContext<A, S>) => Promise<Reply> | Reply,
  ): void {
    const services = this.services;
    const before = this.before;
    const parameters = declaredQuery(method, path) ?? [];
    this.api[method](path.replace(/\{(\w+)\}/g, ':$1'), async (c) => {
      const request = c.req.raw;
      const now = await services.clock.now();
      for (const hook of before) await hook(services, now);
      const access: Access = options.auth ?? 'user';
      const auth =
        access === 'user'
          ? await services.tokens.authenticate(services.db, request, now, { applicants: options.applicants })
          : access === 'optional'
            ? await services.tokens.authenticateOptional(services.db, request, now)
            : null;
      if (options.roles && !options.roles.some((role) => auth?.user.roles.includes(role)))
        fail('FORBIDDEN_ROLE');
      const query = new URL(request.url).searchParams;
      checkQueryParameters(parameters, query);
      const body = options.body ? await readBody(request, options.body) : undefined;
      const reply = await fn({
        ...services,
        request,
        params: c.req.param() as Record<string, string>,
        query,
        auth: auth as RequestContext<A, S>['auth'],
        body: body as RequestContext<A, S>['body'],
        now,
      });
      return reply.response ?? okResponse(reply.data, reply.status, reply.message);
    });
  }
}
