// Couriers (and a customer) whose status changes under a live session. Through the API a suspension
// ends the member's sessions and no operation sends an approved courier back to pending or rejected,
// so the status is set in the emulated server's memory; the rest is checked over HTTP in
// courier-account.test.ts.
import { describe, expect, it } from 'vitest';
import { db } from './db';
import { accounts, api, setupMockServer } from './test/api';

setupMockServer();

async function setStatus(userId: number, status: 1 | 2 | 3 | 4): Promise<void> {
  await db.users.update((q) => q.where({ userId }), {
    data(u) {
      u.status = status;
    },
  });
}

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

/** Every call a courier makes for work, none of which a courier who is not approved may make. */
function workCalls(token: string) {
  return {
    'list open work (GET /courier/tenders)': () => api('GET', '/courier/tenders', { token }),
    'list own jobs (GET /courier/shipments)': () => api('GET', '/courier/shipments?scope=active', { token }),
    'read a tender (GET /shipment/1003/price-quote)': () =>
      api('GET', '/shipment/1003/price-quote', { token }),
    'read a job (GET /shipment/1002)': () => api('GET', '/shipment/1002', { token }),
    'bid (POST /shipment/1003/price-quote)': () =>
      api('POST', '/shipment/1003/price-quote', { token, body: { priceQuoteAmount: 100 } }),
    'accept a job (1 → 3, action 3000)': () =>
      api('PUT', '/shipment/1002/change-status', {
        token,
        body: { fromState: 1, toState: 3, action: 3000 },
      }),
    'change a status (3 → 4, action 3100)': () =>
      api('PUT', '/shipment/1005/change-status', {
        token,
        body: { fromState: 3, toState: 4, action: 3100 },
      }),
    'open to work (PUT /courier/updateStatus)': () =>
      api('PUT', '/courier/updateStatus', { token, body: { isOpenToWork: true } }),
  };
}

describe('a courier awaiting approval, rejected or suspended (issue 16)', () => {
  for (const [status, code, who] of [
    [2, 'USER_NOT_APPROVED', 'pending'],
    [3, 'USER_REJECTED', 'rejected'],
    [4, 'USER_SUSPENDED', 'suspended'],
  ] as const) {
    it(`refuses every work call of a ${who} courier (status ${status}) with 403 ${code}`, async () => {
      // Mehmet has work in hand (1005 is his, at status 3); once not approved, none of it is his to do.
      const token = await accounts.mehmet();
      await setStatus(2, status);
      for (const [name, call] of Object.entries(workCalls(token))) {
        const res = await call();
        expect({ name, status: res.status, code: res.body.code }).toEqual({ name, status: 403, code });
        expect(res.body.desc).toMatch(/[ğüşıöçĞÜŞİÖÇ]/);
      }
      // The allow-list still answers.
      expect((await api<{ status: number }>('GET', '/courier/profile', { token })).body.data.status).toBe(
        status,
      );
      expect((await api('GET', '/refresh?t=1', { token })).status).toBe(200);
    });
  }

  it('does not let a suspended courier correct the profile', async () => {
    const token = await accounts.hasan();
    await setStatus(6, 4);
    const suspended = await api('PUT', '/courier/profile', { token, body: form({ email: 'h@example.com' }) });
    expect(suspended).toMatchObject({ status: 403, body: { code: 'USER_SUSPENDED' } });
  });

  it('still refuses a suspended customer at sign-in, refresh and every call (issue 14)', async () => {
    const token = await accounts.customer();
    await setStatus(1, 4);
    expect((await api('GET', '/shipment/active', { token })).body.code).toBe('USER_SUSPENDED');
    expect((await api('GET', '/refresh?t=1', { token })).status).toBe(498);
    const login = await api('POST', '/auth/login', { body: { identifier: '05321112233', loginType: 1 } });
    expect(login).toMatchObject({ status: 403, body: { code: 'USER_SUSPENDED' } });
  });
});
