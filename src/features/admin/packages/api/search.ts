// The URL search of the package and member package lists, apart from their calls: route files are
// in the first load (they import this for `validateSearch`); the calls stay in the lazy chunks.
import * as v from 'valibot';
import { listSearchEntries, urlCodeFilter, urlId, urlSort } from '@/api/list';
import { USER_PACKAGE_STATUS_CODES } from '@/domain/url-values';

const packageSortKeys = ['name', 'price', 'durationDays', 'productCode', 'isActive'] as const;

/** `/admin/paket/paket-tanim-liste/?page&pageSize&q&sort&isActive`. */
export const packagesSearchSchema = v.object({
  ...listSearchEntries,
  sort: urlSort(packageSortKeys),
  isActive: v.optional(v.fallback(v.optional(v.boolean()), undefined)),
});
export type PackagesSearch = v.InferOutput<typeof packagesSearchSchema>;

const memberPackageSortKeys = [
  'userName',
  'packageName',
  'status',
  'price',
  'startDate',
  'endDate',
  'createdAt',
] as const;

/** `/admin/paket/uye-paket-liste/?status&packageId&userId&q&sort&page&pageSize`. */
export const memberPackagesSearchSchema = v.object({
  ...listSearchEntries,
  sort: urlSort(memberPackageSortKeys),
  status: urlCodeFilter(USER_PACKAGE_STATUS_CODES),
  packageId: urlId,
  userId: urlId,
});
export type MemberPackagesSearch = v.InferOutput<typeof memberPackagesSearchSchema>;
