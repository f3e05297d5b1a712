import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { adminKeys } from '../../admin-keys';
import type { Movement, MovementBody } from './types';

/** Records a top-up (1) or a refund (2); the answer is the movement with the balance after it. */
export async function createMovement(body: MovementBody): Promise<Movement> {
  return unwrap(await api.POST('/admin/account-movements', { body }));
}

export function useCreateMovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMovement,
    // A balance changed: the accounts and the movements reload (every page and filter).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.accounts.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.movements.all }),
      ]),
  });
}
