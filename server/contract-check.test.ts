// @vitest-environment node
// The server's own answers checked against openapi.yaml in test mode and development.
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { contractCheck } from './contract-check';

// An operation not served yet, whichever are left in tests/server-pending.ts as the server grows.
vi.mock('../tests/server-pending', () => ({ PENDING_OPERATIONS: new Set(['getAdminDashboard']) }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const get = (path: string) => new Request(`http://127.0.0.1/api/v1${path}`);

describe('the contract check of the server’s answers', () => {
  it('logs an answer the contract does not allow, to stderr and to CONTRACT_LOG, and lets a right one pass', async () => {
    const log = join(mkdtempSync(join(tmpdir(), 'kurye-contract-')), 'contract.log');
    const stderr = vi.spyOn(console, 'error').mockImplementation(() => {});
    const check = await contractCheck(log);

    await check(
      get('/static/cities'),
      json(200, { success: true, data: [{ cityId: 1, cityName: 'Adana' }] }),
    );
    await check(get('/__mock/clock'), json(200, { anything: true }));
    await check(get('/no/such/path'), json(404, { anything: true }));
    // Not served yet (tests/server-pending.ts, mocked above): its 404 ROUTE_NOT_FOUND is a known gap, not a mismatch.
    await check(get('/admin/dashboard'), json(404, { success: false, code: 'ROUTE_NOT_FOUND', desc: 'x' }));
    expect(existsSync(log)).toBe(false);

    await check(get('/static/cities'), json(200, { success: true, data: 'Adana' }));
    await check(get('/static/cities'), json(418, { success: false }));
    const lines = readFileSync(log, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[contract\] GET \/static\/cities → 200 \(listCities\): /);
    // Any other status is the error envelope (the contract's default answer).
    expect(lines[1]).toMatch(/→ 418 \(listCities\): .*'code'/);
    expect(stderr).toHaveBeenCalledTimes(2);
  });
});
