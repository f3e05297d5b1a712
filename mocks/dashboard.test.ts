import { describe, expect, it } from 'vitest';
import type { components } from '@/api/schema';
import { db } from './db';
import { accounts, api, setupMockServer } from './test/api';

setupMockServer();

type Dashboard = components['schemas']['AdminDashboard'];

const read = async () => {
  const res = await api<Dashboard>('GET', '/admin/dashboard', { token: await accounts.admin() });
  expect(res.status).toBe(200);
  return res.body.data;
};

describe("admin dashboard: today's figures", () => {
  it('answers only an admin', async () => {
    expect((await api('GET', '/admin/dashboard')).status).toBe(401);
    const res = await api('GET', '/admin/dashboard', { token: await accounts.customer() });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN_ROLE');
  });

  it('counts pending approvals and open tenders as their lists do', async () => {
    const data = await read();
    expect(data.pendingApprovals).toBe(db.users.all().filter((u) => u.status === 2 && u.courier).length);
    expect(data.openTenders).toBe(db.shipments.all().filter((s) => s.shipmentStatus === 2).length);
    expect(data.newShipmentsToday).toBeGreaterThanOrEqual(0);
  });

  it('counts a new shipment today', async () => {
    const before = (await read()).newShipmentsToday;
    const token = await accounts.customer();
    const { shipmentBody } = await import('./test/fixtures');
    const created = await api('POST', '/shipment', { token, body: shipmentBody() });
    expect(created.status).toBeLessThan(300);
    expect((await read()).newShipmentsToday).toBe(before + 1);
  });

  it('sums cash collected at the door not yet covered by an accounting run, and the run clears it', async () => {
    const data = await read();
    const doorCash = db.shipments
      .all()
      .filter((s) => s.shipmentStatus === 40 && s.paymentType === 1 && s.history.some((h) => h.status === 5));
    expect(data.unreconciledCash.shipmentCount).toBe(doorCash.length);
    expect(doorCash.length).toBeGreaterThan(0);
    expect(data.unreconciledCash.amount).toBeGreaterThan(0);
    const day = data.unreconciledCash.oldestDay;
    expect(day).not.toBeNull();
    const admin = await accounts.admin();
    // Every day with unreconciled cash run once: nothing left.
    for (let i = 0; i < 40; i += 1) {
      const { unreconciledCash } = await read();
      if (!unreconciledCash.oldestDay) break;
      const run = await api('POST', '/admin/accounting/run', {
        token: admin,
        body: { date: unreconciledCash.oldestDay },
      });
      expect(run.status).toBe(201);
    }
    expect((await read()).unreconciledCash).toEqual({ amount: 0, shipmentCount: 0, oldestDay: null });
  });
});
