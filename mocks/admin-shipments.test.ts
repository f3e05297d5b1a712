import { describe, expect, it } from 'vitest';
import type { Page } from '@/api/list';
import type { components } from '@/api/schema';
import { TEXT_MAX } from '@/domain/limits';
import { istanbulDayOf } from '@/domain/shipment-stats';
import { accounts, api, serverNow, setupMockServer, shipmentStatusOf } from './test/api';

setupMockServer();

type AdminShipment = components['schemas']['AdminShipment'];
type ShipmentStats = components['schemas']['ShipmentStats'];

async function list(token: string, query = ''): Promise<Page<AdminShipment>> {
  const res = await api<Page<AdminShipment>>('GET', `/admin/shipments${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}
const ids = (page: Page<AdminShipment>) => page.items.map((s) => s.shipmentId);

async function stats(token: string, query = ''): Promise<ShipmentStats> {
  const res = await api<ShipmentStats>('GET', `/admin/shipments/stats${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const changeStatus = (token: string, shipmentId: number, body: unknown) =>
  api<AdminShipment>('PUT', `/shipment/${shipmentId}/change-status`, { token, body });

describe('admin shipments: who may read them', () => {
  it('answers only an admin: 401 signed out, 403 FORBIDDEN_ROLE for a customer and a courier', async () => {
    for (const path of ['/admin/shipments', '/admin/shipments/stats']) {
      expect((await api('GET', path)).status).toBe(401);
      for (const token of [await accounts.customer(), await accounts.mehmet()]) {
        const res = await api('GET', path, { token });
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('FORBIDDEN_ROLE');
      }
    }
  });
});

describe('admin shipments: the list', () => {
  it('holds every shipment, newest first, each with its customer', async () => {
    const page = await list(await accounts.admin(), '?pageSize=100');
    expect(page.total).toBe(12);
    const times = page.items.map((s) => Date.parse(s.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const first = page.items[0];
    expect(first?.customerName).toBe('Ayşe Yılmaz');
    expect(first?.customerPhone).toBe('05321112233');
  });

  it('filters by one or several statuses, the pickup city, tender or not and the vehicle', async () => {
    const admin = await accounts.admin();
    expect(ids(await list(admin, '?status=2'))).toEqual([1004, 1003]);
    expect(new Set(ids(await list(admin, '?status=2&status=40&status=50')))).toEqual(
      new Set([1003, 1004, 1011, 1012]),
    );
    // Ankara (6): the two shipments picked up at Kızılay and Kavaklıdere.
    expect(new Set(ids(await list(admin, '?cityId=6')))).toEqual(new Set([1004, 1008]));
    expect(ids(await list(admin, '?cityId=6&status=2'))).toEqual([1004]);
    expect(new Set(ids(await list(admin, '?isTender=true')))).toEqual(
      new Set([1003, 1004, 1005, 1010, 1011]),
    );
    expect((await list(admin, '?isTender=false')).total).toBe(7);
    expect((await list(admin, '?vehicleType=2&isTender=true')).items.every((s) => s.vehicleType === 2)).toBe(
      true,
    );
  });

  it('searches the shipment number, the customer name and phone as staff type it', async () => {
    const admin = await accounts.admin();
    expect(ids(await list(admin, '?q=1007'))).toEqual([1007]);
    expect((await list(admin, `?q=${encodeURIComponent('ayşe')}`)).total).toBe(12);
    expect((await list(admin, `?q=${encodeURIComponent('0532 111 22 33')}`)).total).toBe(12);
    expect((await list(admin, '?q=5321112233')).total).toBe(12);
    expect((await list(admin, '?q=nobody')).total).toBe(0);
  });

  it('sorts by price and by date, both ways', async () => {
    const admin = await accounts.admin();
    const byPrice = (await list(admin, '?sort=totalPrice&pageSize=100')).items.map(
      (s) => s.acceptedTotalPrice ?? s.totalPrice,
    );
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const desc = (await list(admin, '?sort=-totalPrice&pageSize=100')).items.map(
      (s) => s.acceptedTotalPrice ?? s.totalPrice,
    );
    expect(desc).toEqual([...byPrice].reverse());
    const oldest = await list(admin, '?sort=createdAt&pageSize=100');
    expect(ids(oldest)[0]).toBe(1012);
  });

  it('refuses a bad filter with 400 VALIDATION_FAILED on its field, never a 5xx', async () => {
    const admin = await accounts.admin();
    for (const [query, field] of [
      ['?status=9', 'status'],
      ['?status=abc', 'status'],
      ['?status=1&status=1', 'status'],
      ['?cityId=82', 'cityId'],
      ['?cityId=0', 'cityId'],
      ['?isTender=yes', 'isTender'],
      ['?sort=customerPassword', 'sort'],
      ['?from=yesterday', 'from'],
    ] as const) {
      const res = await api('GET', `/admin/shipments${query}`, { token: admin });
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.errors?.[0]?.field).toBe(field);
    }
  });
});

describe('admin shipments: cancel (3500) and restart (111) through the status table', () => {
  it('cancels a shipment waiting for a courier; it shows İptal in the list and its history', async () => {
    const admin = await accounts.admin();
    const res = await changeStatus(admin, 1002, {
      fromState: 1,
      toState: 50,
      action: 3500,
      reason: 'Müşteri istedi.',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.shipmentStatus).toBe(50);
    expect(ids(await list(admin, '?status=50'))).toContain(1002);
    const history = await api<{ shipmentStatus: number; complatedStatus: number }[]>(
      'GET',
      '/shipment/1002/history',
      { token: admin },
    );
    expect(history.body.data.some((h) => h.shipmentStatus === 50)).toBe(true);
  });

  it('needs a reason to cancel (400 CANCEL_REASON_REQUIRED), kept in the history with the staff name', async () => {
    const admin = await accounts.admin();
    for (const reason of [undefined, null, '   ', '\u200b']) {
      const res = await changeStatus(admin, 1002, { fromState: 1, toState: 50, action: 3500, reason });
      expect(res.status, JSON.stringify(reason)).toBe(400);
      expect(res.body.errors?.[0]).toMatchObject({ field: 'reason', code: 'CANCEL_REASON_REQUIRED' });
      expect(res.body.errors?.[0]?.desc).toMatch(/gerekçe/i);
    }
    const long = await changeStatus(admin, 1002, {
      fromState: 1,
      toState: 50,
      action: 3500,
      reason: 'x'.repeat(TEXT_MAX.reason + 1),
    });
    expect(long.body.errors?.[0]).toMatchObject({ field: 'reason', code: 'TEXT_TOO_LONG' });
    expect(await shipmentStatusOf(1002, admin)).toBe(1);

    const res = await changeStatus(admin, 1002, {
      fromState: 1,
      toState: 50,
      action: 3500,
      reason: '  Müşteri telefonla iptal istedi.\u200b ',
    });
    expect(res.status).toBe(200);
    type Step = { shipmentStatus: number; reason?: string | null; byName?: string | null };
    const history = await api<Step[]>('GET', '/shipment/1002/history', { token: admin });
    const cancelled = history.body.data.find((h) => h.shipmentStatus === 50);
    expect(cancelled).toMatchObject({
      reason: 'Müşteri telefonla iptal istedi.',
      byName: 'Kurye Çağır Yönetici',
    });
    // The customer sees the cancellation, not the staff's note or name.
    const own = await api<Step[]>('GET', '/shipment/1002/history', { token: await accounts.customer() });
    const theirs = own.body.data.find((h) => h.shipmentStatus === 50);
    expect(theirs).toBeDefined();
    expect(theirs?.reason ?? null).toBeNull();
    expect(theirs?.byName ?? null).toBeNull();
  });

  it("restarts a shipment a courier gave up (8 → 2, a new tender) with the admin's 111", async () => {
    const admin = await accounts.admin();
    const res = await changeStatus(admin, 1010, { fromState: 8, toState: 2, action: 111 });
    expect(res.status).toBe(200);
    expect(res.body.data.shipmentStatus).toBe(2);
  });

  it('refuses what the table does not allow the admin: 409 INVALID_TRANSITION, nothing changes', async () => {
    const admin = await accounts.admin();
    const refusals: [number, { fromState: number; toState: number; action: number; reason?: string }][] = [
      // The customer's cancel code is not the admin's.
      [1002, { fromState: 1, toState: 50, action: 1500 }],
      // Cancel is not allowed once the courier is on the road to deliver (6), nor after completion.
      [1008, { fromState: 6, toState: 50, action: 3500, reason: 'Deneme' }],
      [1011, { fromState: 40, toState: 50, action: 3500, reason: 'Deneme' }],
      // Restart only from 8.
      [1005, { fromState: 3, toState: 2, action: 111 }],
      // The status moved on meanwhile (the list was stale).
      [1003, { fromState: 1, toState: 50, action: 3500, reason: 'Deneme' }],
      // A courier's step is not the admin's.
      [1006, { fromState: 4, toState: 6, action: 3300 }],
    ];
    for (const [id, body] of refusals) {
      const before = await shipmentStatusOf(id, admin);
      const res = await changeStatus(admin, id, body);
      expect(res.status, `${id} ${JSON.stringify(body)}`).toBe(409);
      expect(res.body.code).toBe('INVALID_TRANSITION');
      expect(await shipmentStatusOf(id, admin)).toBe(before);
    }
  });

  it('answers 404 SHIPMENT_NOT_FOUND for a shipment that does not exist', async () => {
    const res = await changeStatus(await accounts.admin(), 99_999, {
      fromState: 1,
      toState: 50,
      action: 3500,
      reason: 'Deneme',
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('SHIPMENT_NOT_FOUND');
  });
});

describe('admin shipments: statistics', () => {
  // Averages and the tender discount on a set of known prices: admin-shipments.memory.test.ts.
  it('counts by pickup city, most first, and by day over the last 30 days', async () => {
    const s = await stats(await accounts.admin());
    expect(s.byCity).toEqual([
      { code: 34, name: 'İstanbul', count: 10 },
      { code: 6, name: 'Ankara', count: 2 },
    ]);
    expect(s.byDay).toHaveLength(31);
    expect(s.byDay.at(-1)?.day).toBe(istanbulDayOf(await serverNow()));
    expect(s.byDay.reduce((sum, d) => sum + d.count, 0)).toBe(12);
  });

  it('counts only the range asked for', async () => {
    const admin = await accounts.admin();
    const t = await serverNow();
    // The last 24 hours: every seed shipment but the ones made 25 hours, two and three days ago
    // (1010, 1011, 1012).
    const from = new Date(t - 24 * 3_600_000).toISOString();
    const s = await stats(admin, `?from=${encodeURIComponent(from)}`);
    expect(s.total).toBe(9);
    expect(s.completedCount).toBe(0);
    expect(s.averagePrice).toBeNull();
    expect(s.tenderDiscount).toEqual({ count: 0, averageRate: null, averageAmount: null });
    expect(s.byDay.length).toBeLessThanOrEqual(2);
  });

  it('refuses a range longer than a year or ending before it starts', async () => {
    const admin = await accounts.admin();
    for (const query of [
      '?from=2020-01-01T00:00:00Z&to=2026-01-01T00:00:00Z',
      '?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z',
    ]) {
      const res = await api('GET', `/admin/shipments/stats${query}`, { token: admin });
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]?.field).toBe('from');
    }
  });
});
