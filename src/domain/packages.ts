// Package definitions and members' packages (docs/data-model.md: user package status 1..4): the labels, the
// one transition table and the admin input schemas, used by the admin screens (which buttons
// show, the editor's validation) and by the mock server (what it accepts).
import * as v from 'valibot';
import { intSchema, moneySchema, requiredTextSchema, textSchema } from './limits';
import { roundMoney } from './pricing';
import { USER_PACKAGE_STATUS_CODES, UserPackageStatus, type UserPackageStatusCode } from './url-values';

export const userPackageStatusLabels: Record<UserPackageStatusCode, string> = {
  1: 'Ödeme Bekleniyor',
  2: 'Aktif',
  3: 'Süresi Doldu',
  4: 'Red-Ödeme Yapılmadı',
};

export function isUserPackageStatus(value: number): value is UserPackageStatusCode {
  return (USER_PACKAGE_STATUS_CODES as readonly number[]).includes(value);
}

export function userPackageStatusLabel(status: number): string {
  return isUserPackageStatus(status) ? userPackageStatusLabels[status] : 'Bilinmeyen';
}

/**
 * The changes staff may make to a member's package: the payment arrived (1 → 2, the period starts
 * that day), the payment never came (1 → 4), an active package ended early (2 → 3). Expired and
 * refused are final: a member who pays again gets a new package.
 */
export const userPackageTransitions: Record<UserPackageStatusCode, readonly UserPackageStatusCode[]> = {
  1: [2, 4],
  2: [3],
  3: [],
  4: [],
};

export function allowedUserPackageStatuses(from: number): readonly UserPackageStatusCode[] {
  return isUserPackageStatus(from) ? userPackageTransitions[from] : [];
}

export function canChangeUserPackageStatus(from: number, to: number): boolean {
  return allowedUserPackageStatuses(from).some((s) => s === to);
}

/** A package is "held" (cannot be deleted) while a member's package of it awaits payment or is active. */
export function holdsPackage(status: number): boolean {
  return status === UserPackageStatus.AwaitingPayment || status === UserPackageStatus.Active;
}

/** A sold package: its payment arrived (active now, or active once and expired since). */
export function isSoldPackage(status: number): boolean {
  return status === UserPackageStatus.Active || status === UserPackageStatus.Expired;
}

/** A member's package as the sales figures read it. */
export interface PackageSaleLike {
  packageId: number;
  status: number;
  price: number;
}

/** Members' packages of one package in one status: how many, and their prices' sum (lira). */
export interface PackageSaleGroup {
  packageId: number;
  status: number;
  count: number;
  amount: number;
}

/** The member packages grouped by package and status (what a database's GROUP BY gives). */
export function packageSaleGroups(rows: readonly PackageSaleLike[]): PackageSaleGroup[] {
  const groups = new Map<string, PackageSaleGroup>();
  for (const r of rows) {
    const key = `${r.packageId}:${r.status}`;
    const group = groups.get(key) ?? { packageId: r.packageId, status: r.status, count: 0, amount: 0 };
    group.count += 1;
    group.amount += r.price;
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * The sales figures of the member packages (GET /admin/member-packages/stats) from their groups: how
 * many there are, the revenue of the active ones, how many per status, and per package (in packageId
 * order) how many were sold, their revenue and how many await payment.
 */
export function packageSalesOf(
  packages: readonly { packageId: number; name: string }[],
  groups: readonly PackageSaleGroup[],
) {
  const count = (list: readonly PackageSaleGroup[]) => list.reduce((total, g) => total + g.count, 0);
  const sum = (list: readonly PackageSaleGroup[]) =>
    roundMoney(list.reduce((total, g) => total + g.amount, 0));
  const byPackage = [...packages]
    .sort((a, b) => a.packageId - b.packageId)
    .map((p) => {
      const own = groups.filter((g) => g.packageId === p.packageId);
      const sold = own.filter((g) => isSoldPackage(g.status));
      return {
        packageId: p.packageId,
        name: p.name,
        sold: count(sold),
        revenue: sum(sold),
        awaitingPayment: count(own.filter((g) => g.status === UserPackageStatus.AwaitingPayment)),
      };
    });
  return {
    total: count(groups),
    activeRevenue: sum(groups.filter((g) => g.status === UserPackageStatus.Active)),
    byStatus: USER_PACKAGE_STATUS_CODES.map((code) => ({
      code,
      name: userPackageStatusLabel(code),
      count: count(groups.filter((g) => g.status === code)),
    })),
    byPackage,
  };
}

/** packageSalesOf over the member packages themselves. */
export function packageSales(
  packages: readonly { packageId: number; name: string }[],
  rows: readonly PackageSaleLike[],
) {
  return packageSalesOf(packages, packageSaleGroups(rows));
}

/** The longest period a package may run: ten years. */
export const PACKAGE_DURATION_MAX_DAYS = 3660;

/** A product code: letters and digits as accounts know it (CARIHESAP), kept upper case. */
export const PRODUCT_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * What makes two package names the same name (409 PACKAGE_NAME_TAKEN): trimmed and lower-cased in
 * the Turkish locale, so "  KURYE ÖNE ÇIKAN " is "Kurye Öne Çıkan" (I/ı and İ/i stay two letters).
 */
export function packageNameKey(name: string): string {
  return name.normalize('NFC').trim().toLocaleLowerCase('tr');
}

/** The package editor's body (add and edit): the form and the mock validate with it. */
export const packageInputSchema = v.object({
  name: requiredTextSchema('title'),
  description: v.nullish(textSchema('description')),
  price: moneySchema(),
  durationDays: intSchema(1, PACKAGE_DURATION_MAX_DAYS, 'FIELD_REQUIRED', 'PACKAGE_DURATION_INVALID'),
  productCode: v.pipe(requiredTextSchema('code64'), v.regex(PRODUCT_CODE_PATTERN, 'FIELD_INVALID')),
  isActive: v.nullish(v.boolean()),
});
export type PackageInput = v.InferInput<typeof packageInputSchema>;

export const userPackageStatusInputSchema = v.object({
  status: v.picklist(USER_PACKAGE_STATUS_CODES, 'FIELD_INVALID'),
});
