// What a path id is (src/domain/path-id.ts, decision 0070): a decimal integer 1..2147483647 (the
// contract's bounds of every id), written as such: no sign, exponent, point, leading zero or hex.
// Anything else names no row, so each operation answers it as it answers an unknown id (its 404 NOT_FOUND
// code; the contract declares no 400 for these operations), never a 5xx and never another
// resource (`01` is not member 1, `1e3` not shipment 1000). Both servers, over HTTP.
import { describe, expect, it } from 'vitest';
import { accounts, api, setupMockServer } from './test/api';

setupMockServer();

/** The largest id the contract allows: valid, and no row has it. */
const UNKNOWN = '2147483647';
const NOT_IDS = [
  '99999999999999999999',
  '2147483648',
  '9007199254740993',
  '0',
  '-1',
  '1.5',
  '1.0',
  '1e3',
  '0x10',
  '+1',
  '01',
  'abc',
];

type Role = 'admin' | 'customer' | 'ali';
const CASES: [method: string, path: string, role: Role, body: unknown, answer: [number, string]][] = [
  ['GET', '/admin/members/{id}', 'admin', undefined, [404, 'MEMBER_NOT_FOUND']],
  ['PUT', '/admin/members/{id}/status', 'admin', { status: 4, reason: 'Şikâyet' }, [404, 'MEMBER_NOT_FOUND']],
  ['PUT', '/admin/approvals/{id}', 'admin', { decision: 'approve' }, [404, 'APPLICATION_NOT_FOUND']],
  ['DELETE', '/admin/packages/{id}', 'admin', undefined, [404, 'PACKAGE_NOT_FOUND']],
  ['PUT', '/admin/member-packages/{id}/status', 'admin', { status: 2 }, [404, 'MEMBER_PACKAGE_NOT_FOUND']],
  ['POST', '/admin/notifications/{id}/cancel', 'admin', undefined, [404, 'NOTIFICATION_NOT_FOUND']],
  ['PUT', '/admin/help/{id}', 'admin', { title: 'Soru', body: 'Cevap' }, [404, 'HELP_NOT_FOUND']],
  ['DELETE', '/admin/help/{id}', 'admin', undefined, [404, 'HELP_NOT_FOUND']],
  ['GET', '/documents/{id}', 'admin', undefined, [404, 'DOCUMENT_NOT_FOUND']],
  // Anyone but staff and the owner: 403 whether or not the document exists, so a non-id too.
  ['GET', '/documents/{id}/thumbnail', 'ali', undefined, [403, 'FORBIDDEN_ROLE']],
  ['GET', '/shipment/{id}', 'admin', undefined, [404, 'SHIPMENT_NOT_FOUND']],
  ['GET', '/shipment/{id}/history', 'customer', undefined, [404, 'SHIPMENT_NOT_FOUND']],
  ['GET', '/shipment/{id}/price-quote', 'customer', undefined, [404, 'SHIPMENT_NOT_FOUND']],
  ['PUT', '/shipment/1004/price-quote/{id}', 'ali', { priceQuoteAmount: 1 }, [404, 'OFFER_INVALID']],
  ['DELETE', '/shipment/1004/price-quote/{id}', 'ali', undefined, [404, 'OFFER_INVALID']],
];

describe('a path id that is not an id is answered as an unknown id', () => {
  it.each(CASES)('%s %s', { timeout: 30_000 }, async (method, path, role, body, [status, code]) => {
    const token = await accounts[role]();
    const answer = async (id: string) => {
      const res = await api(method, path.replace('{id}', encodeURIComponent(id)), { token, body });
      return [res.status, res.body.code];
    };
    expect(await answer(UNKNOWN), UNKNOWN).toEqual([status, code]);
    const answers: Record<string, unknown> = {};
    for (const id of NOT_IDS) answers[id] = await answer(id);
    expect(answers).toEqual(Object.fromEntries(NOT_IDS.map((id) => [id, [status, code]])));
  });
});
