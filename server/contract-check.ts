// Test mode and development (VALIDATE_RESPONSES=1): every answer the server gives is checked against
// openapi.yaml with the validator the API suites use (tests/contract/openapi.ts, loaded only then:
// ajv and the contract are not needed in production). A mismatch is a defect of the server: it is
// logged as a "[contract]" line on stderr and, with CONTRACT_LOG set, appended to that file, which
// the test runners read at the end (scripts/test-server.mjs, playwright.real.config.ts) and fail on.
import { appendFileSync } from 'node:fs';

export type ResponseCheck = (request: Request, response: Response) => Promise<void>;

export async function contractCheck(logFile: string | undefined): Promise<ResponseCheck> {
  const { apiPathOf, findOperation, validateResponse } = await import('../tests/contract/openapi');
  const { PENDING_OPERATIONS } = await import('../tests/server-pending');
  const report = (line: string) => {
    console.error(line);
    if (logFile) appendFileSync(logFile, `${line}\n`);
  };
  return async (request, response) => {
    const path = apiPathOf(request.url);
    // The test controls are not the contract's; an unknown path has no operation to answer to.
    if (path === null || path.startsWith('/__mock/')) return;
    const operation = findOperation(request.method, path);
    // An operation not served yet answers 404 ROUTE_NOT_FOUND, a gap tests/server-pending.ts names.
    if (!operation || PENDING_OPERATIONS.has(operation.operationId)) return;
    const type = response.headers.get('content-type');
    // A file's bytes are not checked, only that its status and type are declared.
    const body = type?.includes('json') ? await response.json().catch(() => '(not JSON)') : '';
    const violation = validateResponse(operation, response.status, type, body);
    if (violation)
      report(
        `[contract] ${request.method} ${path} → ${violation.status} (${violation.operationId}): ${violation.errors.replace(/\n/g, '; ')}`,
      );
  };
}
