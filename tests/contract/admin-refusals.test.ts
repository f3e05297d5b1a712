// @vitest-environment node
// Every operation of openapi.yaml under /admin/ (read from the document, not listed by hand) refuses
// anyone but an admin: no token 401, a customer's or a courier's token 403 FORBIDDEN_ROLE, never a
// 2xx, and nothing in the server's state changes. Fails when an admin handler forgets
// `roles: ['Admin']` (it would answer 2xx, or 400/404 after looking at the request).
import { describe, expect, it } from 'vitest';
import { collectionNames, db } from '../../mocks/db';
import { accounts, BASE, setupMockServer } from '../../mocks/test/api';
import {
  bodies,
  courierForm,
  operationPathValues,
  pathValues,
  queries,
} from '../../mocks/test/operation-samples';
import { operations } from './openapi';

setupMockServer();

const adminOperations = operations.filter((o) => o.path.startsWith('/admin/'));

/** The whole server state, but sessions and SMS (signing the callers in writes those). */
function state(): string {
  return JSON.stringify(
    collectionNames.filter((n) => n !== 'sessions' && n !== 'sms').map((n) => [n, db[n].all()]),
  );
}

async function call(op: (typeof operations)[number], token: string | undefined) {
  const values = { ...pathValues, ...operationPathValues[op.operationId] };
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '1');
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let body: BodyInit | undefined;
  if (bodies[op.operationId] !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(bodies[op.operationId]);
  } else if (op.method !== 'GET' && op.method !== 'DELETE') {
    // A write without a JSON sample: a plausible multipart body all the same.
    body = courierForm();
  }
  const response = await fetch(`${BASE}${path}${queries[op.operationId] ?? ''}`, {
    method: op.method,
    headers,
    body,
  });
  return { status: response.status, json: (await response.json()) as { success?: boolean; code?: string } };
}

describe('admin operations refuse everyone but an admin', () => {
  it('reads the admin operations from openapi.yaml', () => {
    // The members, shipments, accounts, packages, notifications, help and page screens at least.
    expect(adminOperations.length).toBeGreaterThanOrEqual(30);
    expect(adminOperations.every((o) => o.security)).toBe(true);
  });

  it.each(adminOperations.map((o) => [`${o.method} ${o.path}`, o] as const))(
    '%s: 401 signed out, 403 FORBIDDEN_ROLE for a customer and a courier, nothing changes',
    async (_name, op) => {
      const customer = await accounts.customer();
      const courier = await accounts.mehmet();
      const before = state();

      const anonymous = await call(op, undefined);
      expect(anonymous.status, JSON.stringify(anonymous.json)).toBe(401);
      expect(anonymous.json.success).toBe(false);

      for (const [who, token] of [
        ['customer', customer],
        ['courier', courier],
      ] as const) {
        const res = await call(op, token);
        expect(res.status, `${who}: ${JSON.stringify(res.json)}`).toBe(403);
        expect(res.json.code, who).toBe('FORBIDDEN_ROLE');
        expect(res.json.success, who).toBe(false);
      }

      expect(state()).toBe(before);
    },
  );
});
