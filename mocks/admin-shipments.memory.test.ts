// Shipment statistics on a set of known prices. The listed price of a shipment made through the
// API is the server's pricing, not a number a test picks, so the set is written into the emulated
// server's memory; the other statistics are checked over HTTP in admin-shipments.test.ts.
import { describe, expect, it } from 'vitest';
import type { components } from '@/api/schema';
import { now } from './clock';
import { db } from './db';
import { accounts, api, setupMockServer } from './test/api';

setupMockServer();

type ShipmentStats = components['schemas']['ShipmentStats'];

describe('admin shipments: statistics', () => {
  /** A known set: 1011 a tender 1.000 → 800; 2001 a tender 500 → 450; 2002 no tender, 300. */
  async function seedCompleted() {
    await db.shipments.update((q) => q.where({ shipmentId: 1011 }), {
      data(s) {
        s.totalPrice = 1000;
        s.acceptedTotalPrice = 800;
      },
    });
    const base = db.shipments.findFirst((q) => q.where({ shipmentId: 1011 }));
    if (!base) throw new Error('seed 1011 missing');
    const t = now();
    await db.shipments.create({
      ...structuredClone(base),
      shipmentId: 2001,
      totalPrice: 500,
      acceptedTotalPrice: 450,
      createdAt: t - 60_000,
    });
    await db.shipments.create({
      ...structuredClone(base),
      shipmentId: 2002,
      getPriceQuote: false,
      totalPrice: 300,
      acceptedTotalPrice: null,
      createdAt: t - 120_000,
    });
  }

  it('computes averages and the tender discount on a seeded set', async () => {
    await seedCompleted();
    const res = await api<ShipmentStats>('GET', '/admin/shipments/stats', { token: await accounts.admin() });
    expect(res.status).toBe(200);
    const s = res.body.data;
    expect(s.total).toBe(14);
    expect(s.completedCount).toBe(3);
    expect(s.totalRevenue).toBe(1550);
    expect(s.averagePrice).toBe(516.67);
    expect(s.tenderDiscount).toEqual({ count: 2, averageRate: 0.15, averageAmount: 125 });
    expect(s.byStatus.find((r) => r.code === 40)?.count).toBe(3);
    expect(s.byStatus.reduce((sum, r) => sum + r.count, 0)).toBe(14);
  });
});
