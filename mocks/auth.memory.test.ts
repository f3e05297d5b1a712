// Sessions whose user's status changes underneath them. Through the API a suspension ends the
// member's sessions and no operation sends an approved courier back to pending or rejected, so the
// status is set in the emulated server's memory; the rest of auth is checked over HTTP in auth.test.ts.
import { describe, expect, it } from 'vitest';
import { db } from './db';
import { accounts, api, setupMockServer } from './test/api';

setupMockServer();

describe('sessions belong to their user, and only users who may sign in use them (issue 14)', () => {
  for (const [status, code] of [
    [2, 'USER_NOT_APPROVED'],
    [3, 'USER_REJECTED'],
    [4, 'USER_SUSPENDED'],
  ] as const) {
    it(`a courier whose status became ${status} calls nothing but the allow-list of issue 16`, async () => {
      const token = await accounts.mehmet();
      expect((await api('GET', '/courier/tenders', { token })).status).toBe(200);
      await db.users.update((q) => q.where({ userId: 2 }), {
        data(u) {
          u.status = status;
        },
      });
      const work = await api('GET', '/courier/tenders', { token });
      expect(work).toMatchObject({ status: 403, body: { code } });
      const status1003 = await api('GET', '/shipment/1003', { token });
      expect(status1003).toMatchObject({ status: 403, body: { code } });
      const bid = await api('POST', '/shipment/1003/price-quote', { token, body: { priceQuoteAmount: 100 } });
      expect(bid).toMatchObject({ status: 403, body: { code } });
      // Allowed: refresh (the session goes on) and their own profile, to see why.
      const refreshed = await api<{ accessToken: string }>('GET', `/refresh?t=1`, { token });
      expect(refreshed.status).toBe(200);
      const profile = await api('GET', '/courier/profile', { token: refreshed.body.data.accessToken });
      expect(profile).toMatchObject({ status: 200, body: { data: { status } } });
    });
  }

  it('a suspended customer (or admin) can neither refresh nor call anything', async () => {
    const token = await accounts.customer();
    await db.users.update((q) => q.where({ userId: 1 }), {
      data(u) {
        u.status = 4;
      },
    });
    expect(await api('GET', '/shipment/active', { token })).toMatchObject({
      status: 403,
      body: { code: 'USER_SUSPENDED' },
    });
    const refreshed = await api('GET', `/refresh?t=1`, { token });
    expect(refreshed).toMatchObject({ status: 498, body: { code: 'SESSION_ENDED' } });
  });
});
