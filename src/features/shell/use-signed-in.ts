import { useSession } from '@/features/auth/use-session';

/** True while a user is signed in (SPEC section 6: the menu shows login or logout by it). */
export function useSignedIn(): boolean {
  return useSession().isSignedIn;
}
