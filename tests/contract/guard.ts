// Checks every response the emulated server gives during a test against openapi.yaml:
// any test that provokes an off-contract answer (success or error) fails.
import type { SetupServer } from 'msw/node';
import { afterEach, expect } from 'vitest';
import { apiPathOf, findOperation, validateResponse, type Violation } from './openapi';

export function installContractGuard(server: SetupServer): void {
  const pending: Promise<Violation | null>[] = [];

  server.events.on('response:mocked', ({ request, response }) => {
    const apiPath = apiPathOf(request.url);
    if (apiPath === null) return;
    const op = findOperation(request.method, apiPath);
    const check = async (): Promise<Violation | null> => {
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
    };
    pending.push(check());
  });

  afterEach(async () => {
    const violations = (await Promise.all(pending.splice(0))).filter((v): v is Violation => v !== null);
    expect(violations, 'responses that break openapi.yaml').toEqual([]);
  });
}
