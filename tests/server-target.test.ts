// @vitest-environment node
// The API suites against a running server (tests/server-target.ts): each test's reset goes out
// before its first request, once, so a test that sends nothing (or is skipped at its first request,
// a pending operation) costs the server no reset.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { setupServerTarget } from './server-target';

const TARGET = 'http://server.test';
const sent: string[] = [];
const realFetch = globalThis.fetch;
// Registered before setupServerTarget's own afterAll, so it runs after it (hooks unwind as a stack).
afterAll(() => {
  globalThis.fetch = realFetch;
});
globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  sent.push(`${request.method} ${new URL(request.url).pathname}`);
  return new Response(null, { status: 204 });
};
setupServerTarget(TARGET);
afterEach(() => {
  sent.length = 0;
});

const RESET = 'POST /api/v1/__mock/reset';

describe('a test against the server', () => {
  it('that sends nothing resets nothing', () => {
    expect(sent).toEqual([]);
  });

  it('resets once before its first request, also when its first requests go out together', async () => {
    await Promise.all([fetch(`${TARGET}/a`), fetch(`${TARGET}/b`)]);
    await fetch(`${TARGET}/c`);
    expect(sent[0]).toBe(RESET);
    expect(sent.filter((line) => line === RESET)).toHaveLength(1);
    expect(sent.slice(1).toSorted()).toEqual(['GET /a', 'GET /b', 'GET /c']);
  });

  it('and the next test resets again', async () => {
    await fetch(`${TARGET}/d`);
    expect(sent).toEqual([RESET, 'GET /d']);
  });
});
