import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { adminKeys } from '../../admin-keys';
import { useRefreshingMutation } from '../../common/use-refreshing-mutation';
import type { Movement, MovementBody } from './types';

/** Records a top-up (1) or a refund (2); the answer is the movement with the balance after it. */
async function createMovement(body: MovementBody): Promise<Movement> {
  return unwrap(await api.POST('/admin/account-movements', { body }));
}

// A balance changed: the accounts and the movements reload (every page and filter).
export const useCreateMovement = () =>
  useRefreshingMutation(createMovement, [adminKeys.accounts.all, adminKeys.movements.all]);
