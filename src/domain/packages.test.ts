import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  isSoldPackage,
  packageSales,
  allowedUserPackageStatuses,
  canChangeUserPackageStatus,
  holdsPackage,
  packageInputSchema,
  userPackageStatusLabel,
} from './packages';

describe('member package statuses', () => {
  it('names the four statuses of docs/data-model.md', () => {
    expect([1, 2, 3, 4].map(userPackageStatusLabel)).toEqual([
      'Ödeme Bekleniyor',
      'Aktif',
      'Süresi Doldu',
      'Red-Ödeme Yapılmadı',
    ]);
    expect(userPackageStatusLabel(9)).toBe('Bilinmeyen');
  });

  it('allows paid (1 → 2), unpaid (1 → 4) and expired (2 → 3) only', () => {
    expect(allowedUserPackageStatuses(1)).toEqual([2, 4]);
    expect(allowedUserPackageStatuses(2)).toEqual([3]);
    expect(allowedUserPackageStatuses(3)).toEqual([]);
    expect(allowedUserPackageStatuses(4)).toEqual([]);
    expect(canChangeUserPackageStatus(2, 1)).toBe(false);
    expect(canChangeUserPackageStatus(1, 3)).toBe(false);
    expect(canChangeUserPackageStatus(7, 2)).toBe(false);
  });

  it('holds a package while one awaits payment or is active', () => {
    expect([1, 2, 3, 4].map(holdsPackage)).toEqual([true, true, false, false]);
  });
});

describe('the package editor schema', () => {
  const ok = { name: 'Cari', price: 499.5, durationDays: 30, productCode: 'CARIHESAP' };
  const codes = (input: unknown) =>
    Object.fromEntries(
      (v.safeParse(packageInputSchema, input).issues ?? []).map((i) => [
        i.path?.map((p) => p.key).join('.'),
        i.message,
      ]),
    );

  it('accepts a package with or without a description', () => {
    expect(v.safeParse(packageInputSchema, ok).success).toBe(true);
    expect(v.safeParse(packageInputSchema, { ...ok, description: 'Aylık', isActive: false }).success).toBe(
      true,
    );
  });

  it('refuses with catalogue codes', () => {
    expect(
      codes({ ...ok, name: '', price: 1_000_001, durationDays: 3661, productCode: 'CARİ HESAP' }),
    ).toEqual({
      name: 'FIELD_REQUIRED',
      price: 'MONEY_TOO_LARGE',
      durationDays: 'PACKAGE_DURATION_INVALID',
      productCode: 'FIELD_INVALID',
    });
    expect(codes({ ...ok, name: 'x'.repeat(101), price: 1.005 })).toEqual({
      name: 'TEXT_TOO_LONG',
      price: 'MONEY_TOO_PRECISE',
    });
  });
});

describe('member package sales (the stats)', () => {
  const packages = [
    { packageId: 2, name: 'Büyük' },
    { packageId: 1, name: 'Küçük' },
  ];
  const sale = (packageId: number, status: number, price: number) => ({ packageId, status, price });

  it('a package is sold once paid: active or expired, not awaiting payment or refused', () => {
    expect([1, 2, 3, 4].filter(isSoldPackage)).toEqual([2, 3]);
  });

  it('counts per package and sums the active revenue', () => {
    const rows = [
      sale(1, 2, 100.1),
      sale(1, 3, 50.2),
      sale(1, 1, 70),
      sale(1, 4, 80),
      sale(2, 2, 200),
      sale(2, 1, 10),
      sale(2, 1, 20),
    ];
    expect(packageSales(packages, rows)).toEqual({
      total: 7,
      activeRevenue: 300.1,
      byStatus: [
        { code: 1, name: 'Ödeme Bekleniyor', count: 3 },
        { code: 2, name: 'Aktif', count: 2 },
        { code: 3, name: 'Süresi Doldu', count: 1 },
        { code: 4, name: 'Red-Ödeme Yapılmadı', count: 1 },
      ],
      byPackage: [
        { packageId: 1, name: 'Küçük', sold: 2, revenue: 150.3, awaitingPayment: 1 },
        { packageId: 2, name: 'Büyük', sold: 1, revenue: 200, awaitingPayment: 2 },
      ],
    });
  });
});
