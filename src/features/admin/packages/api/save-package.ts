import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import type { components } from '@/api/schema';
import { adminKeys } from '../../admin-keys';
import { useRefreshingMutation } from '../../common/use-refreshing-mutation';
import type { Package } from './types';

export type PackageBody = components['schemas']['PackageInput'];

/** Adds a definition (no id) or replaces one (its id): the one editor's one call. */
async function savePackage({ packageId, body }: { packageId?: number; body: PackageBody }): Promise<Package> {
  return packageId === undefined
    ? unwrap(await api.POST('/admin/packages', { body }))
    : unwrap(await api.PUT('/admin/packages/{packageId}', { params: { path: { packageId } }, body }));
}

async function deletePackage(packageId: number): Promise<void> {
  unwrap(await api.DELETE('/admin/packages/{packageId}', { params: { path: { packageId } } }));
}

// Names and prices show in the member packages and the statistics too.
const packageReads = [adminKeys.packages.all, adminKeys.memberPackages.all, adminKeys.packageStats.all];

export const useSavePackage = () =>
  useRefreshingMutation(savePackage, packageReads, { afterSuccessOnly: true });
export const useDeletePackage = () =>
  useRefreshingMutation(deletePackage, packageReads, { afterSuccessOnly: true });

/** The body that keeps a definition as it is but for what `patch` changes (activate, deactivate). */
export function packageBodyOf(p: Package, patch: Partial<PackageBody> = {}): PackageBody {
  return {
    name: p.name,
    description: p.description ?? '',
    price: p.price,
    durationDays: p.durationDays,
    productCode: p.productCode,
    isActive: p.isActive,
    ...patch,
  };
}
