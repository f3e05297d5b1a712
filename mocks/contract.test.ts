// @vitest-environment node
// Every operation of openapi.yaml has a handler, and its answers match the declared schema.
import { describe, expect, it } from 'vitest';
import { findOperation, operations, validateResponse } from '../tests/contract/openapi';
import { BASE, lastSmsCode, setupMockServer } from './test/api';
import {
  bodies,
  courierApplication,
  operationPathValues,
  pathValues,
  prepareBody,
  queries,
  tokenFor,
} from './test/operation-samples';

setupMockServer();

function successStatuses(op: (typeof operations)[number]): number[] {
  return Object.keys(op.responses ?? {})
    .map(Number)
    .filter((status) => status >= 200 && status < 300);
}

describe('contract', () => {
  it.each(operations.map((o) => [o.operationId, o] as const))(
    '%s answers per the schema',
    async (operationId, op) => {
      const values: Record<string, string> = {
        ...pathValues,
        ...(operationId === 'withdrawOffer' ? { priceQuoteOfferId: '1' } : {}),
        ...(operationId === 'createOffer' ? { shipmentId: '1004' } : {}),
        ...operationPathValues[operationId],
      };
      const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '1');
      const token =
        op.security || operationId === 'refreshToken' || operationId === 'logout'
          ? await tokenFor(operationId, op.path)
          : undefined;
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      let body: BodyInit | undefined;
      if (operationId === 'registerCourier') body = await courierApplication();
      else if (operationId === 'updateCourierProfile') {
        body = new FormData();
        body.set('email', 'mehmet.yeni@example.com');
        // A new e-mail needs the SMS code to the phone on file (issue 27).
        await fetch(`${BASE}/courier/profile/code`, { method: 'POST', headers });
        body.set('verificationCode', await lastSmsCode('05331112233'));
      } else if (bodies[operationId] !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(await prepareBody(operationId, bodies[operationId], token));
      }
      const response = await fetch(`${BASE}${path}${queries[operationId] ?? ''}`, {
        method: op.method,
        headers,
        body,
      });
      // A document's file (getDocument, getDocumentThumbnail) is not JSON.
      const json: unknown = response.headers.get('content-type')?.includes('json')
        ? await response.json()
        : await response.text();
      expect(findOperation(op.method, path)?.operationId).toBe(operationId);
      if (process.env.CONTRACT_DEBUG)
        console.log(operationId, response.status, response.ok ? '' : JSON.stringify(json));
      // Each call is set up to succeed: its answer must be one of the operation's success statuses.
      expect(successStatuses(op), JSON.stringify(json)).toContain(response.status);
      expect(validateResponse(op, response.status, response.headers.get('content-type'), json)).toBeNull();
    },
  );

  it('answers declared statuses with the error envelope', async () => {
    const op = operations.find((o) => o.operationId === 'getShipment');
    const response = await fetch(`${BASE}/shipment/1003`);
    expect(response.status).toBe(401);
    expect(
      validateResponse(op!, 401, response.headers.get('content-type'), await response.json()),
    ).toBeNull();
  });
});
