// Checks every response the emulated server gives during a test against openapi.yaml:
// any test that provokes an off-contract answer (success or error) fails.
import type { SetupServer } from 'msw/node';
import { afterEach, expect } from 'vitest';
import { apiPathOf, findOperation, validateResponse, type Violation } from './openapi';

/** A response checked against openapi.yaml: null when it keeps the contract. */
export async function checkAgainstContract(request: Request, response: Response): Promise<Violation | null> {
  const apiPath = apiPathOf(request.url);
  if (apiPath === null) return null;
  const op = findOperation(request.method, apiPath);
  if (!op) {
    // A path outside the contract: 404 ROUTE_NOT_FOUND in the error envelope (openapi.yaml info).
    if (response.status === 404) {
      const body = (await response
        .clone()
        .json()
        .catch(() => null)) as Record<string, unknown> | null;
      if (body?.success === false && body.code === 'ROUTE_NOT_FOUND' && typeof body.desc === 'string')
        return null;
    }
    return {
      operationId: `${request.method} ${apiPath}`,
      status: response.status,
      errors: 'no such operation',
    };
  }
  const contentType = response.headers.get('content-type');
  const text = await response.clone().text();
  const body: unknown = text && contentType?.includes('json') ? JSON.parse(text) : text || null;
  return validateResponse(op, response.status, contentType, body);
}

/** Fails the test after which any response checked during it broke the contract. */
export function failOnViolations(pending: Promise<Violation | null>[]): void {
  afterEach(async () => {
    const violations = (await Promise.all(pending.splice(0))).filter((v): v is Violation => v !== null);
    expect(violations, 'responses that break openapi.yaml').toEqual([]);
  });
}

export function installContractGuard(server: SetupServer): void {
  const pending: Promise<Violation | null>[] = [];
  server.events.on('response:mocked', ({ request, response }) => {
    pending.push(checkAgainstContract(request, response));
  });
  failOnViolations(pending);
}
