import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { adminKeys } from '../../admin-keys';
import type { Member, MemberStatusChangeBody } from './types';

interface ChangeMemberStatusInput {
  userId: number;
  body: MemberStatusChangeBody;
}

/** Suspends (4) or reactivates (1) a member with a reason; the answer is the member after it. */
async function changeMemberStatus({ userId, body }: ChangeMemberStatusInput): Promise<Member> {
  return unwrap(await api.PUT('/admin/members/{userId}/status', { params: { path: { userId } }, body }));
}

export function useChangeMemberStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberStatus,
    // The detail, every list page and the statistics read the status: all reload.
    onSettled: async (_data, _error, { userId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.members.detail(userId) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.members.lists() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.memberStats.all }),
      ]);
    },
  });
}
