// An /api/v1 path no operation of openapi.yaml matches (issue 27, item 13): 404 in the error
// envelope, JSON like every other answer, not the host's text/plain page.
import { describe, expect, it } from 'vitest';
import { accounts, BASE, setupMockServer } from './test/api';

setupMockServer();

describe('a path outside the contract', () => {
  it.each([
    ['GET', '/no-such-thing'],
    ['GET', '/admin/members/12/nothing'],
    ['POST', '/shipment/active'],
    ['DELETE', '/static/cities'],
  ])('%s %s answers 404 ROUTE_NOT_FOUND in the error envelope', async (method, path) => {
    for (const token of [undefined, await accounts.admin()]) {
      const response = await fetch(`${BASE}${path}`, {
        method,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({
        success: false,
        code: 'ROUTE_NOT_FOUND',
        desc: 'İstenen adres bulunamadı.',
      });
    }
  });
});
