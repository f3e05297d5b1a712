import { describe, expect, it } from 'vitest';
import type { Page } from '@/api/list';
import type { components } from '@/api/schema';
import { TEXT_MAX } from '@/domain/limits';
import { accounts, api, memberOf, passwordLogin, setupMockServer } from './test/api';
import { SEED_USERS } from './test/fixtures';

setupMockServer();

type Member = components['schemas']['Member'];
type MemberDetail = components['schemas']['MemberDetail'];
type MemberStats = components['schemas']['MemberStats'];

const { customer, mehmet, zeynep, admin, burak, elif } = SEED_USERS;

async function list(token: string, query = ''): Promise<Page<Member>> {
  const res = await api<Page<Member>>('GET', `/admin/members${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const changeStatus = (token: string, userId: number, body: unknown) =>
  api<Member>('PUT', `/admin/members/${userId}/status`, { token, body });

describe('members: search, filters and sort', () => {
  it('searches names Turkish-insensitively and phones however typed', async () => {
    const token = await accounts.admin();
    // "İ"/"i" and "I"/"ı" fold the Turkish way: "KOÇ" finds Elif Koç.
    expect((await list(token, '?q=KOÇ')).items.map((m) => m.userId)).toContain(elif);
    for (const q of ['05331112233', '0533 111 22 33', '+90 533 111 22 33', '5331112233']) {
      const ids = (await list(token, `?q=${encodeURIComponent(q)}`)).items.map((m) => m.userId);
      expect(ids, q).toEqual([mehmet]);
    }
  });

  it('filters by role and status and sorts by name and date', async () => {
    const token = await accounts.admin();
    const couriers = await list(token, '?role=Courier&pageSize=100');
    expect(couriers.items.every((m) => m.roles.includes('Courier'))).toBe(true);
    const pendings = await list(token, '?status=2');
    expect(pendings.items.map((m) => m.userId)).toContain(zeynep);
    expect(pendings.items.every((m) => m.status === 2)).toBe(true);
    const byName = (await list(token, '?sort=name&pageSize=100')).items.map((m) => `${m.name} ${m.surname}`);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'tr')));
    const oldest = (await list(token, '?sort=createdAt&pageSize=100')).items;
    expect(oldest[0]?.userId).toBe(admin);
    expect((await api('GET', '/admin/members?sort=phone', { token })).status).toBe(400);
    expect((await api('GET', '/admin/members?role=Robot', { token })).status).toBe(400);
  });

  it('gives each member a city: the courier address, else the latest shipment', async () => {
    const token = await accounts.admin();
    const rows = (await list(token, '?pageSize=100')).items;
    expect(rows.find((m) => m.userId === mehmet)?.cityName).toBe('İstanbul');
    expect(rows.find((m) => m.userId === customer)?.cityId).not.toBeNull();
  });
});

describe("a member's detail", () => {
  it('shows the courier profile and the wallet when there is one', async () => {
    const token = await accounts.admin();
    const res = await api<MemberDetail>('GET', `/admin/members/${mehmet}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data.courier?.workingType).toBeDefined();
    const cust = await api<MemberDetail>('GET', `/admin/members/${customer}`, { token });
    expect(cust.body.data.courier).toBeNull();
    const wallets = await api<Page<{ balance: number }>>(
      'GET',
      `/admin/accounts?userId=${customer}&productCode=CARIHESAP`,
      { token },
    );
    expect(wallets.body.data.total).toBeLessThanOrEqual(1);
    const acc = wallets.body.data.items[0];
    expect(cust.body.data.wallet?.balance ?? null).toBe(acc?.balance ?? null);
    expect((await api('GET', '/admin/members/99999', { token })).body.code).toBe('MEMBER_NOT_FOUND');
  });
});

describe('suspend and reactivate', () => {
  it('suspends with a reason: kept on the member, signed out, shown in the list', async () => {
    const token = await accounts.admin();
    const customerToken = await accounts.customer();
    const res = await changeStatus(token, customer, { status: 4, reason: '  Sahte siparişler. ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 4, statusReason: 'Sahte siparişler.' });
    expect(res.body.data.statusChangedAt).toEqual(expect.any(String));
    // The suspended member's session ended.
    expect((await api('GET', '/shipment/active', { token: customerToken })).status).not.toBe(200);
    const row = (await list(token, '?status=4')).items.find((m) => m.userId === customer);
    expect(row?.statusReason).toBe('Sahte siparişler.');

    const back = await changeStatus(token, customer, { status: 1, reason: 'İtiraz haklı bulundu.' });
    expect(back.body.data).toMatchObject({ status: 1, statusReason: 'İtiraz haklı bulundu.' });
  });

  it('needs a reason: 400 STATUS_REASON_REQUIRED, nothing changes', async () => {
    const token = await accounts.admin();
    for (const body of [{ status: 4 }, { status: 4, reason: '   ' }, { status: 4, reason: null }]) {
      const res = await changeStatus(token, burak, body);
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]).toMatchObject({ field: 'reason', code: 'STATUS_REASON_REQUIRED' });
    }
    const long = await changeStatus(token, burak, { status: 4, reason: 'x'.repeat(TEXT_MAX.reason + 1) });
    expect(long.body.errors?.[0]?.code).toBe('TEXT_TOO_LONG');
    expect((await memberOf(burak, token)).status).toBe(1);
  });

  it('refuses the admin changing themselves and approvals through this call (409)', async () => {
    const token = await accounts.admin();
    const self = await changeStatus(token, admin, { status: 4, reason: 'Deneme' });
    expect(self.status).toBe(409);
    expect(self.body.code).toBe('MEMBER_STATUS_NOT_ALLOWED');
    // Zeynep is pending: approving or rejecting her goes through /admin/approvals.
    for (const status of [1, 3, 4]) {
      const res = await changeStatus(token, zeynep, { status, reason: 'Deneme' });
      expect(res.body.code, String(status)).toBe('MEMBER_STATUS_NOT_ALLOWED');
    }
    // Elif was rejected; Mehmet is active (not suspended: no reactivation, no "pending").
    expect((await changeStatus(token, elif, { status: 1, reason: 'Deneme' })).body.code).toBe(
      'MEMBER_STATUS_NOT_ALLOWED',
    );
    expect((await changeStatus(token, mehmet, { status: 2, reason: 'Deneme' })).body.code).toBe(
      'MEMBER_STATUS_NOT_ALLOWED',
    );
    expect((await changeStatus(token, mehmet, { status: 1, reason: 'Deneme' })).body.code).toBe(
      'MEMBER_STATUS_NOT_ALLOWED',
    );
    expect((await memberOf(zeynep, token)).status).toBe(2);
    expect((await changeStatus(token, 99999, { status: 4, reason: 'x' })).body.code).toBe('MEMBER_NOT_FOUND');
  });

  it('a suspended courier can no longer work (issue 16: only their profile stays open)', async () => {
    const token = await accounts.admin();
    await changeStatus(token, mehmet, { status: 4, reason: 'Belge sahteciliği' });
    const courier = await passwordLogin('05331112233', 'Kurye123!', 4);
    expect((await api('GET', '/shipment/active', { token: courier })).body.code).toBe('USER_SUSPENDED');
  });
});

describe('member statistics', () => {
  it('counts by role, status and city, and new members per day over 30 days', async () => {
    const token = await accounts.admin();
    const res = await api<MemberStats>('GET', '/admin/members/stats', { token });
    expect(res.status).toBe(200);
    const stats = res.body.data;
    // Every member, as the list shows them (the demo data has fewer than a page of 100).
    const everyone = await list(token, '?pageSize=100');
    expect(everyone.items).toHaveLength(everyone.total);
    const users = everyone.items.map((m) => ({ ...m, createdAt: Date.parse(m.createdAt) }));
    expect(stats.total).toBe(users.length);
    expect(stats.byRole.map((r) => r.role)).toEqual(['Customer', 'Courier', 'Admin']);
    expect(stats.byRole.find((r) => r.role === 'Courier')?.count).toBe(
      users.filter((u) => u.roles.includes('Courier')).length,
    );
    expect(stats.byStatus.reduce((s, x) => s + x.count, 0)).toBe(users.length);
    expect(stats.byCity.reduce((s, x) => s + x.count, 0)).toBe(users.length);
    expect(stats.perDay).toHaveLength(30);
    const days = stats.perDay.map((d) => d.day);
    expect(days).toEqual([...days].sort());
    // Seed: Zeynep 2 days ago, Selin 5 hours ago, Elif 5 days ago, Burak 10, Emre 30 (edge) ...
    const recent = users.filter((u) => u.createdAt >= Date.parse(`${days[0]}T00:00:00+03:00`)).length;
    expect(stats.perDay.reduce((s, d) => s + d.count, 0)).toBe(recent);
  });
});
