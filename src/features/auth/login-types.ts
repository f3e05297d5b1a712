// Login types (docs/sign-in-and-sessions.md): 1 customer (SMS, no password), 2 courier by SMS (no password),
// 3 admin (password), any other value courier (password; 4 here).
export type LoginType = 1 | 2 | 3 | 4;

import type { Role } from '@/domain/shipment-status';

/** Types 1 and 2 sign in by SMS code alone; the others need a password. */
export function needsPassword(loginType: number): boolean {
  return loginType !== 1 && loginType !== 2;
}

/** The "Kurye Ol" link is for courier logins only (not customer 1, not admin 3). */
export function offersCourierSignUp(loginType: number): boolean {
  return loginType !== 1 && loginType !== 3;
}

/** The login a user of these roles signs in with (after a session ended, say). */
export function loginTypeForRoles(roles: readonly string[]): LoginType {
  if (roles.includes('Admin')) return 3;
  if (roles.includes('Courier')) return 4;
  return 1;
}

/** The login that gives one of these roles (for a guard's inline sign-in). */
export function loginTypeForRequiredRoles(roles: readonly Role[] | undefined): LoginType {
  if (!roles || roles.length === 0 || roles.includes('Customer')) return 1;
  if (roles.includes('Courier')) return 4;
  return 3;
}

/** Where signing in lands (issue 16): a courier on İşlerim, an admin on the admin home, a customer on their shipments. */
export function landingPathFor(
  roles: readonly string[],
): '/kurye/isler' | '/admin/' | '/gonderi-liste/aktif/' {
  if (roles.includes('Admin')) return '/admin/';
  if (roles.includes('Courier')) return '/kurye/isler';
  return '/gonderi-liste/aktif/';
}
