import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import type { Page } from '@/api/list';
import { adminKeys } from '../../admin-keys';
import type { Application, ApprovalDecisionBody } from './types';

interface DecideApprovalInput {
  userId: number;
  body: ApprovalDecisionBody;
}

/** Approves or rejects (with a reason) one application; the answer is the courier after it. */
async function decideApproval({ userId, body }: DecideApprovalInput): Promise<Application> {
  return unwrap(await api.PUT('/admin/approvals/{userId}', { params: { path: { userId } }, body }));
}

export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApproval,
    // Decided (or decided already elsewhere: 409): the row leaves every cached page at once, then
    // the pages reload from the server (a paginated list has no single exact key: the prefix).
    onSettled: async (_data, _error, { userId }) => {
      queryClient.setQueriesData<Page<Application>>({ queryKey: adminKeys.approvals.lists() }, (page) =>
        page && page.items.some((a) => a.userId === userId)
          ? { ...page, items: page.items.filter((a) => a.userId !== userId), total: page.total - 1 }
          : page,
      );
      await queryClient.invalidateQueries({ queryKey: adminKeys.approvals.lists() });
    },
  });
}
