import { describe, expect, it } from 'vitest';
import type { components } from '@/api/schema';
import type { Page } from '@/api/list';
import { accounts, api, setupMockServer } from './test/api';
import { shipmentBody } from './test/fixtures';

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
    const admin = await accounts.admin();
    const total = async (path: string) =>
      (await api<Page<unknown>>('GET', path, { token: admin })).body.data.total;
    expect(data.pendingApprovals).toBe(await total('/admin/approvals'));
    expect(data.openTenders).toBe(await total('/admin/shipments?status=2'));
    expect(data.pendingApprovals).toBeGreaterThan(0);
    expect(data.openTenders).toBeGreaterThan(0);
    expect(data.newShipmentsToday).toBeGreaterThanOrEqual(0);
  });

  it('counts a new shipment today', async () => {
    const before = (await read()).newShipmentsToday;
    const token = await accounts.customer();
    const created = await api('POST', '/shipment', { token, body: shipmentBody() });
    expect(created.status).toBeLessThan(300);
    expect((await read()).newShipmentsToday).toBe(before + 1);
  });

  it('unreconciled cash is the cash couriers recorded, as Mutabakat counts it; Muhasebe leaves it, a handover settles it (issue 27)', async () => {
    const data = await read();
    const admin = await accounts.admin();
    const day = data.unreconciledCash.oldestDay;
    expect(day).not.toBeNull();
    const recon = await api<components['schemas']['Reconciliation']>(
      'GET',
      `/admin/reconciliation?from=${day}&to=${data.day}`,
      { token: admin },
    );
    // The seed: 1011 cost 677 ₺, Mehmet recorded 627 ₺ at the door. One definition on both screens.
    expect(data.unreconciledCash.amount).toBe(recon.body.data.collectedTotal);
    expect(data.unreconciledCash.amount).toBe(recon.body.data.open.collected);
    expect(data.unreconciledCash.shipmentCount).toBe(recon.body.data.open.shipmentCount);
    expect(recon.body.data.expectedTotal - data.unreconciledCash.amount).toBe(50);

    // Accounting the day changes nothing about the cash still with the courier.
    const run = await api('POST', '/admin/accounting/run', { token: admin, body: { date: day } });
    expect(run.status).toBe(201);
    expect((await read()).unreconciledCash).toEqual(data.unreconciledCash);

    // Mehmet hands over what he has; the 50 ₺ short is recorded with its note: nothing open.
    const handover = await api('POST', '/admin/cash-handovers', {
      token: admin,
      body: { courierId: 2, amount: data.unreconciledCash.amount, note: 'Müşteri 50 ₺ eksik ödedi.' },
    });
    expect(handover.status).toBe(201);
    expect((await read()).unreconciledCash).toEqual({ amount: 0, shipmentCount: 0, oldestDay: null });
  });
});
