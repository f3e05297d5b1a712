// @vitest-environment node
// The skip list of the suites against the real server says the truth: every name in it is an
// operation of openapi.yaml, and an operation is either served by the server or on the list.
import { describe, expect, it } from 'vitest';
import { API_PREFIX, createApp } from '../server/app';
import type { Clock } from '../server/clock';
import type { Database } from '../server/db/database';
import { operations } from './contract/openapi';
import { PENDING_OPERATIONS } from './server-pending';

// Registering routes touches neither the database nor the clock.
const app = createApp({
  database: { db: {} } as Database,
  clock: {} as Clock,
  testMode: true,
  tokenSecret: new Uint8Array(32),
});
const served = new Set(
  app.routes
    .filter((route) => route.path !== `${API_PREFIX}/*` && route.path !== '/*' && route.method !== 'ALL')
    .map((route) => `${route.method} ${route.path.slice(API_PREFIX.length).replace(/:(\w+)/g, '{$1}')}`),
);

describe('the operations pending on the real server', () => {
  it('are all operations of the contract', () => {
    const ids = new Set(operations.map((operation) => operation.operationId));
    expect([...PENDING_OPERATIONS].filter((id) => !ids.has(id))).toEqual([]);
  });

  it('are exactly the operations the server does not serve', () => {
    const wrong = operations.filter(
      (operation) =>
        served.has(`${operation.method} ${operation.path}`) === PENDING_OPERATIONS.has(operation.operationId),
    );
    expect(wrong.map((operation) => operation.operationId)).toEqual([]);
    expect(served.size).toBeGreaterThan(0);
  });
});
