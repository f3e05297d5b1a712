import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import type { UserPackageStatusCode } from '@/domain/url-values';
import { adminKeys } from '../../admin-keys';
import type { UserPackage } from './types';

interface ChangeMemberPackageStatusInput {
  userPackageId: number;
  status: UserPackageStatusCode;
}

/** One change of the transition table (domain/packages.ts); the server checks it again. */
async function changeMemberPackageStatus({
  userPackageId,
  status,
}: ChangeMemberPackageStatusInput): Promise<UserPackage> {
  return unwrap(
    await api.PUT('/admin/member-packages/{userPackageId}/status', {
      params: { path: { userPackageId } },
      body: { status },
    }),
  );
}

export function useChangeMemberPackageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberPackageStatus,
    // Refused (409: changed elsewhere) or done, the rows and the figures are read again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.memberPackages.lists() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.packageStats.all }),
      ]),
  });
}
