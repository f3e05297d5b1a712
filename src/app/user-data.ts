// What one signed-in user read is not shown to the next one in the same tab (issue 28: a
// courier's jobs in hand, with addresses and phones, never reach another courier on the phone).
import type { QueryClient } from '@tanstack/react-query';
import { getSessionUser, subscribeSession } from '@/lib/session/session';
import { onSignOut } from '@/lib/session/use-session';
import { isPersistedQuery } from './persisted-queries';

/**
 * When a different user signs in, every query read for the one before (all but the public
 * lookups and content) leaves the cache, before the new user's pages load. Signing out alone,
 * or a session that ended and is renewed by the same user, keeps them: the page stays as it was.
 */
export function forgetPreviousUserData(queryClient: QueryClient): () => void {
  let lastUserId = getSessionUser()?.userId ?? null;
  return subscribeSession(() => {
    const userId = getSessionUser()?.userId ?? null;
    if (userId === null) return;
    const previous = lastUserId;
    lastUserId = userId;
    if (previous === null || previous === userId) return;
    queryClient.removeQueries({ predicate: (query) => !isPersistedQuery(query) });
  });
}

/** The create form's drafts (recipients' phones and addresses) do not outlive a sign-out. */
async function forgetShipmentDrafts(): Promise<void> {
  try {
    const { clearAllDrafts } = await import('@/features/shipment-form/draft');
    await clearAllDrafts();
  } catch (error) {
    console.warn('Drafts not cleared', error);
  }
}

/** A courier's jobs kept for offline reading (issue 28) do not outlive a sign-out either. */
async function forgetKeptJobs(): Promise<void> {
  try {
    const { clearAllKeptJobs } = await import('@/features/courier-work/kept-jobs');
    await clearAllKeptJobs();
  } catch (error) {
    console.warn('Kept jobs not cleared', error);
  }
}

/** Sign-out forgets what this device kept for the user: the drafts and a courier's kept jobs. */
export function forgetUserDataOnSignOut(): () => void {
  const stops = [onSignOut(forgetShipmentDrafts), onSignOut(forgetKeptJobs)];
  return () => stops.forEach((stop) => stop());
}
