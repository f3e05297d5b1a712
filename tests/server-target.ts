// The API suites pointed at a running server instead of the in-process emulated one
// (docs/server.md "The same suites"): with API_TARGET=http://host:port set, the tests' fetch goes
// there, each test starts from POST /__mock/reset (sent before its first request; the server runs
// in test mode), every answer is checked against openapi.yaml as the emulated server's are, and a
// test that calls an operation the server does not serve yet (tests/server-pending.ts) is skipped,
// naming the operation.
import { afterAll, beforeAll, beforeEach, type TestContext } from 'vitest';
import { checkAgainstContract, failOnViolations } from './contract/guard';
import { apiPathOf, findOperation, type Violation } from './contract/openapi';
import { PENDING_OPERATIONS } from './server-pending';

export const API_TARGET = process.env.API_TARGET?.replace(/\/+$/, '') || undefined;

/** The operation a request calls, when the server does not serve it yet. */
export function pendingOperationOf(method: string, url: string): string | null {
  const apiPath = apiPathOf(url);
  const operation = apiPath === null ? undefined : findOperation(method, apiPath);
  return operation && PENDING_OPERATIONS.has(operation.operationId) ? operation.operationId : null;
}

export function setupServerTarget(target: string): void {
  const realFetch = globalThis.fetch;
  const pending: Promise<Violation | null>[] = [];
  let current: TestContext | null = null;
  // This test's reset, sent before its first request: a test skipped at its first request (a
  // pending operation) costs no reset.
  let reset: Promise<void> | null = null;
  const resetServer = async () => {
    const answer = await realFetch(`${target}/api/v1/__mock/reset`, { method: 'POST' });
    if (!answer.ok) throw new Error(`${target} did not reset (${answer.status}): is it running with --test?`);
  };

  beforeAll(() => {
    globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const operation = pendingOperationOf(request.method, request.url);
      if (operation) current?.skip(`${operation} is not on the server yet`);
      await (reset ??= resetServer());
      const response = await realFetch(request);
      pending.push(checkAgainstContract(request, response));
      return response;
    };
  });
  beforeEach((context) => {
    current = context;
    reset = null;
  });
  failOnViolations(pending);
  afterAll(() => {
    globalThis.fetch = realFetch;
  });
}
