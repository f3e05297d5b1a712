import { describe, expect, it } from 'vitest';
import type { components } from '@/api/schema';
import type { Page } from '@/api/list';
import { accounts, api, setupMockServer } from './test/api';

setupMockServer();

type Package = components['schemas']['Package'];
type UserPackage = components['schemas']['UserPackage'];
type Stats = components['schemas']['UserPackageStats'];

const body = { name: 'Cari Hesap Üç Aylık', price: 1299.9, durationDays: 90, productCode: 'carihesap' };

describe('packages: who may call', () => {
  it('answers only an admin: 401 signed out, 403 for a customer and a courier', async () => {
    expect((await api('GET', '/admin/packages')).status).toBe(401);
    for (const token of [await accounts.customer(), await accounts.mehmet()]) {
      for (const [method, path, b] of [
        ['GET', '/admin/packages', undefined],
        ['POST', '/admin/packages', body],
        ['PUT', '/admin/packages/1', body],
        ['DELETE', '/admin/packages/3', undefined],
        ['GET', '/admin/member-packages', undefined],
        ['GET', '/admin/member-packages/stats', undefined],
        ['PUT', '/admin/member-packages/2/status', { status: 2 }],
      ] as const) {
        const res = await api(method, path, { token, body: b });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.code).toBe('FORBIDDEN_ROLE');
      }
    }
  });
});

describe('package definitions', () => {
  it('adds one (product code upper case) and edits it with the same body', async () => {
    const token = await accounts.admin();
    const made = await api<Package>('POST', '/admin/packages', { token, body });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({
      name: body.name,
      price: 1299.9,
      productCode: 'CARIHESAP',
      isActive: true,
    });
    const id = made.body.data.packageId;
    const edited = await api<Package>('PUT', `/admin/packages/${id}`, {
      token,
      body: { ...body, price: 1199, isActive: false },
    });
    expect(edited.body.data).toMatchObject({ price: 1199, isActive: false });
    const inactive = await api<Page<Package>>('GET', '/admin/packages?isActive=false', { token });
    expect(inactive.body.data.items.map((p) => p.packageId)).toEqual([3, id]);
  });

  it('refuses what the editor refuses: empty name, three decimals, 0 days, a code with spaces', async () => {
    const token = await accounts.admin();
    const res = await api('POST', '/admin/packages', {
      token,
      body: { name: '  ', price: 10.555, durationDays: 0, productCode: 'CARI HESAP' },
    });
    expect(res.status).toBe(400);
    expect(Object.fromEntries((res.body.errors ?? []).map((e) => [e.field, e.code]))).toEqual({
      name: 'FIELD_REQUIRED',
      price: 'MONEY_TOO_PRECISE',
      durationDays: 'PACKAGE_DURATION_INVALID',
      productCode: 'FIELD_INVALID',
    });
  });

  it('refuses a name another package has (409 PACKAGE_NAME_TAKEN): trimmed, Turkish case-insensitive', async () => {
    const token = await accounts.admin();
    // "Kurye Öne Çıkan" exists; i/İ and ı/I differ in Turkish, so upper case is "KURYE ÖNE ÇIKAN".
    for (const name of ['Kurye Öne Çıkan', '  KURYE ÖNE ÇIKAN ', 'kurye öne çıkan', 'CARİ HESAP YILLIK']) {
      const res = await api('POST', '/admin/packages', { token, body: { ...body, name } });
      expect(res.status, name).toBe(409);
      expect(res.body.code).toBe('PACKAGE_NAME_TAKEN');
      expect(res.body.errors?.[0]?.field).toBe('name');
    }
    // Renaming package 1 to package 2's name is refused; keeping its own name (in other capitals) is not.
    const clash = await api('PUT', '/admin/packages/1', {
      token,
      body: { ...body, name: 'cari hesap yıllık' },
    });
    expect([clash.status, clash.body.code]).toEqual([409, 'PACKAGE_NAME_TAKEN']);
    const own = await api('PUT', '/admin/packages/1', {
      token,
      body: { ...body, name: 'CARİ HESAP BAŞLANGIÇ' },
    });
    expect(own.status).toBe(200);
    // Dotless ı and dotted i are different letters: "Kurye One Cikan" is another name.
    expect(
      (await api('POST', '/admin/packages', { token, body: { ...body, name: 'Kurye One Cikan' } })).status,
    ).toBe(201);
  });

  it('answers 404 PACKAGE_NOT_FOUND for an unknown package', async () => {
    const token = await accounts.admin();
    const put = await api('PUT', '/admin/packages/99', { token, body });
    expect([put.status, put.body.code]).toEqual([404, 'PACKAGE_NOT_FOUND']);
    const del = await api('DELETE', '/admin/packages/99', { token });
    expect([del.status, del.body.code]).toEqual([404, 'PACKAGE_NOT_FOUND']);
  });

  it('refuses to delete a package a member holds (PACKAGE_IN_USE) and deletes one nobody holds', async () => {
    const token = await accounts.admin();
    // Package 1: Ayşe's is active, Burak's awaits payment.
    const held = await api('DELETE', '/admin/packages/1', { token });
    expect([held.status, held.body.code]).toEqual([409, 'PACKAGE_IN_USE']);
    // Package 2: only Ali's expired one; expired packages do not hold it.
    expect((await api('DELETE', '/admin/packages/2', { token })).status).toBe(200);
    const left = await api<Page<Package>>('GET', '/admin/packages', { token });
    expect(left.body.data.items.map((p) => p.packageId)).toEqual([1, 3]);
  });

  it('sorts by the keys it names and refuses any other', async () => {
    const token = await accounts.admin();
    const byPrice = await api<Page<Package>>('GET', '/admin/packages?sort=-price', { token });
    expect(byPrice.body.data.items.map((p) => p.price)).toEqual([5090, 499, 149]);
    const bad = await api('GET', '/admin/packages?sort=description', { token });
    expect(bad.status).toBe(400);
  });
});

describe('member packages', () => {
  it('filters by status, package and member', async () => {
    const token = await accounts.admin();
    const list = (q: string) => api<Page<UserPackage>>('GET', `/admin/member-packages${q}`, { token });
    expect((await list('?status=1')).body.data.items.map((up) => up.userName)).toEqual(['Burak Öztürk']);
    expect((await list('?packageId=2')).body.data.items.map((up) => up.status)).toEqual([3]);
    expect((await list('?userId=1')).body.data.items.map((up) => up.packageName)).toEqual([
      'Cari Hesap Başlangıç',
    ]);
  });

  it('searches the member and package names Turkish-folded, and the member by phone however typed', async () => {
    const token = await accounts.admin();
    const users = async (q: string) =>
      (
        await api<Page<UserPackage>>('GET', `/admin/member-packages?q=${encodeURIComponent(q)}`, { token })
      ).body.data.items.map((up) => up.userId);
    expect(await users('OZTURK')).toEqual([8]);
    expect(await users('yillik')).toEqual([3]);
    for (const q of ['05391112233', '539 111 22 33']) expect(await users(q), q).toEqual([8]);
    expect(await users('%')).toEqual([]);
    const byName = await api<Page<UserPackage>>('GET', '/admin/member-packages?sort=userName&pageSize=2', {
      token,
    });
    expect(byName.body.data.items.map((up) => up.userName)).toEqual(['Ali Demir', 'Ayşe Yılmaz']);
    expect(byName.body.data.total).toBe(4);
  });

  it('changes a status as the table allows: paid (1 → 2) starts the period', async () => {
    const token = await accounts.admin();
    const res = await api<UserPackage>('PUT', '/admin/member-packages/2/status', {
      token,
      body: { status: 2 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe(2);
    const start = Date.parse(res.body.data.startDate ?? '');
    expect(Date.parse(res.body.data.endDate ?? '') - start).toBe(30 * 86_400_000);
  });

  it('refuses a change the table does not allow (MEMBER_PACKAGE_STATUS_NOT_ALLOWED)', async () => {
    const token = await accounts.admin();
    // 2 → 1 (back to awaiting), 3 → 2 (revive an expired one), 4 → 2 (a refused one), 1 → 3.
    for (const [id, status] of [
      [1, 1],
      [3, 2],
      [4, 2],
      [2, 3],
    ] as const) {
      const res = await api('PUT', `/admin/member-packages/${id}/status`, { token, body: { status } });
      expect([res.status, res.body.code], `${id} → ${status}`).toEqual([
        409,
        'MEMBER_PACKAGE_STATUS_NOT_ALLOWED',
      ]);
    }
  });

  it('answers 404 MEMBER_PACKAGE_NOT_FOUND and 400 for a status that does not exist', async () => {
    const token = await accounts.admin();
    const missing = await api('PUT', '/admin/member-packages/99/status', { token, body: { status: 2 } });
    expect([missing.status, missing.body.code]).toEqual([404, 'MEMBER_PACKAGE_NOT_FOUND']);
    const bad = await api('PUT', '/admin/member-packages/2/status', { token, body: { status: 5 } });
    expect(bad.status).toBe(400);
  });
});

describe('package statistics', () => {
  it('counts by status, sums the active revenue and the sales per package', async () => {
    const token = await accounts.admin();
    const res = await api<Stats>('GET', '/admin/member-packages/stats', { token });
    expect(res.body.data.total).toBe(4);
    expect(res.body.data.activeRevenue).toBe(499);
    expect(res.body.data.byStatus.map((s) => [s.name, s.count])).toEqual([
      ['Ödeme Bekleniyor', 1],
      ['Aktif', 1],
      ['Süresi Doldu', 1],
      ['Red-Ödeme Yapılmadı', 1],
    ]);
    expect(res.body.data.byPackage).toEqual([
      { packageId: 1, name: 'Cari Hesap Başlangıç', sold: 1, revenue: 499, awaitingPayment: 1 },
      { packageId: 2, name: 'Cari Hesap Yıllık', sold: 1, revenue: 5090, awaitingPayment: 0 },
      { packageId: 3, name: 'Kurye Öne Çıkan', sold: 0, revenue: 0, awaitingPayment: 0 },
    ]);
  });
});
