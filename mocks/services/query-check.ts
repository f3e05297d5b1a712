// Query parameters checked against openapi.yaml (issue 27; the rule: src/domain/query-check.ts):
// each operation's declared parameters are attached to its requests by mocks/http.ts and checked by
// handle() after auth and roles, before the handler reads anything.
import { checkQueryParameters, type QueryParameter } from '@/domain/query-check';

export { declaredQuery } from '@/domain/query-check';

const attached = new WeakMap<Request, QueryParameter[]>();

/** Marks a request with its operation's declared parameters (mocks/http.ts). */
export function attachQuery(request: Request, parameters: QueryParameter[]): void {
  attached.set(request, parameters);
}

/** 400 VALIDATION_FAILED naming each declared query parameter of the request that is out of bounds. */
export function checkQuery(request: Request, query: URLSearchParams): void {
  const parameters = attached.get(request);
  if (parameters) checkQueryParameters(parameters, query);
}
