// Mutabakat on stored payment data no operation can make: a completed shipment whose payment type
// is not pay-at-door (the other type cannot be chosen for a new shipment). The rest of the
// reconciliation is checked over HTTP in accounts.test.ts.
import { describe, expect, it } from 'vitest';
import type { components } from '@/api/schema';
import { istanbulDayOf } from '@/domain/shipment-stats';
import { now } from './clock';
import { db } from './db';
import { accounts, api, setupMockServer } from './test/api';

setupMockServer();

type Reconciliation = components['schemas']['Reconciliation'];
const DAY = 24 * 3_600_000;

describe('Mutabakat: cash at the door against the completed shipments', () => {
  it('counts only pay-at-door shipments', async () => {
    const admin = await accounts.admin();
    // Seed shipment 1011 was completed two days ago, paid at the door.
    const date = istanbulDayOf(now() - 2 * DAY);
    await db.shipments.update((q) => q.where({ shipmentId: 1011 }), {
      data(s) {
        s.collectedAmount = null;
      },
    });
    const one = await api<Reconciliation>('GET', `/admin/reconciliation?date=${date}`, { token: admin });
    expect(one.body.data).toMatchObject({ shipmentCount: 1, difference: 0 });
    await db.shipments.update((q) => q.where({ shipmentId: 1011 }), {
      data(s) {
        s.paymentType = 2;
      },
    });
    const none = await api<Reconciliation>('GET', `/admin/reconciliation?date=${date}`, { token: admin });
    expect(none.body.data).toMatchObject({ shipmentCount: 0, expectedTotal: 0, couriers: [] });
  });
});
