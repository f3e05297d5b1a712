// The one typed `http` of the mock handlers (openapi-msw over the generated `paths`).
// The base URL starts with a wildcard so the same handlers match `/api/v1/...` on any origin:
// the page's origin in the browser and http://localhost in node tests.
// Each handler's requests carry the query parameters openapi.yaml declares for its operation,
// which handle() checks (mocks/services/query-check.ts, issue 27): one mechanism for every list.
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@/api/schema';
import { attachQuery, declaredQuery } from './services/query-check';

export const API_BASE = '*/api/v1';

const typed = createOpenApiHttp<paths>({ baseUrl: API_BASE });

type Resolver = (info: { request: Request }) => unknown;
type Register = (path: string, resolver: Resolver, options?: unknown) => unknown;

export const http: typeof typed = new Proxy(typed, {
  get(target, method, receiver) {
    const value: unknown = Reflect.get(target, method, receiver);
    if (typeof method !== 'string' || method === 'untyped' || typeof value !== 'function') return value;
    const register = value as Register;
    return (path: string, resolver: Resolver, options?: unknown) => {
      const parameters = declaredQuery(method, path);
      if (!parameters) return register.call(target, path, resolver, options);
      return register.call(
        target,
        path,
        (info: { request: Request }) => {
          attachQuery(info.request, parameters);
          return resolver(info);
        },
        options,
      );
    };
  },
});
