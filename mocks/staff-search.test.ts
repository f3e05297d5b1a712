// Issue 28 item 14: staff search the way people type. Names without Turkish letters ("celik",
// "ozturk", "ayse"), phones without the leading 0 or with spaces, shipments by their courier's name.
import { describe, expect, it } from 'vitest';
import type { Page } from '@/api/list';
import { accounts, api, setupMockServer } from './test/api';
import { SEED_USERS } from './test/fixtures';

setupMockServer();

async function list<T>(path: string, q: string): Promise<Page<T>> {
  const token = await accounts.admin();
  const res = await api<Page<T>>('GET', `${path}?pageSize=100&q=${encodeURIComponent(q)}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const { customer, mehmet, hasan, burak } = SEED_USERS;

describe('staff search: names typed without Turkish letters', () => {
  it('members: "celik", "ozturk", "ayse" and "YILMAZ" find Hasan Çelik, Burak Öztürk and Ayşe Yılmaz', async () => {
    const ids = async (q: string) =>
      (await list<{ userId: number }>('/admin/members', q)).items.map((m) => m.userId);
    expect(await ids('celik')).toEqual([hasan]);
    expect(await ids('ozturk')).toEqual([burak]);
    expect(await ids('ayse')).toEqual([customer]);
    expect(await ids('YILMAZ')).toEqual([customer]);
  });

  it('members: İ, ı, I and Ş fold the Turkish way in every server ("AYŞE", "yılmaz", "YİLMAZ", "şe yı")', async () => {
    const ids = async (q: string) =>
      (await list<{ userId: number }>('/admin/members', q)).items.map((m) => m.userId);
    for (const q of ['AYŞE', 'ayşe', 'Yılmaz', 'YİLMAZ', 'yilmaz', 'şe yı', 'ŞE YI'])
      expect(await ids(q), q).toEqual([customer]);
    expect(await ids('ÇELİK'), 'ÇELİK').toEqual([hasan]);
  });

  it('shipments, member packages and accounts: "ayse" finds Ayşe Yılmaz’s rows', async () => {
    const shipments = await list<{ customerId: number }>('/admin/shipments', 'ayse');
    expect(shipments.total).toBeGreaterThan(0);
    expect(shipments.items.every((s) => s.customerId === customer)).toBe(true);
    const packages = await list<{ userId: number }>('/admin/member-packages', 'ozturk');
    expect(packages.items.map((p) => p.userId)).toEqual([burak]);
    const accountsFound = await list<{ userId: number }>('/admin/accounts', 'ayse');
    expect(accountsFound.total).toBeGreaterThan(0);
    expect(accountsFound.items.every((a) => a.userId === customer)).toBe(true);
  });
});

describe('staff search: a phone however it is typed', () => {
  it('member packages and accounts find the member by phone, with or without the 0, with spaces', async () => {
    for (const q of ['05391112233', '5391112233', '539 111 22 33', '0539 111 22 33']) {
      const packages = await list<{ userId: number }>('/admin/member-packages', q);
      expect(
        packages.items.map((p) => p.userId),
        q,
      ).toEqual([burak]);
    }
    for (const q of ['5321112233', '532 111 22 33']) {
      const found = await list<{ userId: number }>('/admin/accounts', q);
      expect(found.total, q).toBeGreaterThan(0);
      expect(
        found.items.every((a) => a.userId === customer),
        q,
      ).toBe(true);
    }
  });

  it('shipments find the customer’s phone with spaces and without the 0', async () => {
    for (const q of ['532 111 22 33', '5321112233', '0532 111 2233']) {
      const found = await list<{ customerId: number }>('/admin/shipments', q);
      expect(found.total, q).toBeGreaterThan(0);
      expect(
        found.items.every((s) => s.customerId === customer),
        q,
      ).toBe(true);
    }
  });
});

describe('staff search: shipments by courier', () => {
  it('"Mehmet Kaya" and "mehmet kaya" find the shipments he carries, and only those', async () => {
    for (const q of ['Mehmet Kaya', 'mehmet kaya', 'MEHMET KAYA']) {
      const found = await list<{ courierId: number | null }>('/admin/shipments', q);
      expect(found.total, q).toBeGreaterThan(0);
      expect(
        found.items.every((s) => s.courierId === mehmet),
        q,
      ).toBe(true);
    }
  });
});
