// Member (user) statuses and the changes staff may make by hand, one table for the admin screens
// (which buttons show, the dialog's texts) and the emulated server (what it allows). Approving or
// rejecting a courier application is not here: it goes through /admin/approvals (approval.ts).
// Pure: valibot only.
import * as v from 'valibot';
import { requiredTextSchema } from './limits';
import { MEMBER_STATUS_CODES, MemberStatus, type MemberStatusCode } from './url-values';

export const memberStatusLabels: Record<MemberStatusCode, string> = {
  1: 'Aktif',
  2: 'Onay Bekliyor',
  3: 'Reddedildi',
  4: 'Askıya Alındı',
};

export function isMemberStatus(value: number): value is MemberStatusCode {
  return (MEMBER_STATUS_CODES as readonly number[]).includes(value);
}

export function memberStatusLabel(status: number): string {
  return isMemberStatus(status) ? memberStatusLabels[status] : 'Bilinmeyen';
}

export type MemberStatusAction = 'suspend' | 'reactivate';

export interface MemberStatusChange {
  action: MemberStatusAction;
  from: MemberStatusCode;
  to: MemberStatusCode;
}

/**
 * What an admin may change by hand: suspend an active member (they are signed out and their
 * active offers withdrawn), reactivate a suspended one. Both need a reason, kept on the member.
 * Pending and rejected couriers are decided on the approvals screen.
 */
export const memberStatusChanges: readonly MemberStatusChange[] = [
  { action: 'suspend', from: 1, to: 4 },
  { action: 'reactivate', from: 4, to: 1 },
];

/** The change from `from` to `to`, or undefined when an admin may not make it. */
export function memberStatusChange(from: number, to: number): MemberStatusChange | undefined {
  return memberStatusChanges.find((c) => c.from === from && c.to === to);
}

/** The changes offered for a member in `status` (the buttons on their detail). */
export function memberStatusChangesFrom(status: number): MemberStatusChange[] {
  return memberStatusChanges.filter((c) => c.from === status);
}

/**
 * Why an admin may not change this member's status to `to`, or null when they may: never their own
 * account (no admin locks themselves out), and only the changes of the table above.
 */
export function memberStatusRefusal(
  member: { userId: number; status: number },
  to: number,
  adminUserId: number,
): 'MEMBER_STATUS_NOT_ALLOWED' | null {
  if (member.userId === adminUserId) return 'MEMBER_STATUS_NOT_ALLOWED';
  return memberStatusChange(member.status, to) ? null : 'MEMBER_STATUS_NOT_ALLOWED';
}

/** The reason of a suspension or reactivation: required (after trimming), at most TEXT_MAX.reason. */
export const statusReasonSchema = requiredTextSchema('reason', 'STATUS_REASON_REQUIRED');

/** The body of `PUT /admin/members/{userId}/status`. */
export const memberStatusChangeSchema = v.object({
  status: v.picklist(MEMBER_STATUS_CODES, 'FIELD_INVALID'),
  // Missing or null is "no reason", not an invalid value.
  reason: v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((r) => r ?? ''),
    statusReasonSchema,
  ),
});

export type MemberStatusChangeInput = v.InferOutput<typeof memberStatusChangeSchema>;

// ---------------------------------------------------------------------------------------------
// What a member's status lets them do (issues 14 and 16), for every server.

/** A member as the status rules need them. */
export interface MemberLike {
  status: number;
  roles: readonly string[];
  /** The courier application; null for a member who never applied. */
  courier: object | null;
}

/**
 * Why a member may not sign in, or null when they may. One rule for sign-in, refresh and every
 * authenticated call: a suspended account (4) never; a courier only once approved (pending 2,
 * rejected 3 refused). A customer is not waiting for any approval.
 */
export function signInRefusal(
  member: Pick<MemberLike, 'status' | 'roles'>,
): 'USER_NOT_APPROVED' | 'USER_REJECTED' | 'USER_SUSPENDED' | null {
  if (member.status === MemberStatus.Suspended) return 'USER_SUSPENDED';
  if (!member.roles.includes('Courier')) return null;
  if (member.status === MemberStatus.Pending) return 'USER_NOT_APPROVED';
  if (member.status === MemberStatus.Rejected) return 'USER_REJECTED';
  return null;
}

/**
 * A courier with an application who is not active (pending, rejected or suspended): they may sign
 * in, but only to read their application and profile, correct and resend it, refresh and sign out;
 * every other call refuses them with `signInRefusal`'s reason.
 */
export function isRestrictedCourier(member: MemberLike): boolean {
  return member.roles.includes('Courier') && member.courier !== null && member.status !== MemberStatus.Active;
}

/** An active (approved, not suspended) member: the only one a campaign reaches or a job is given to. */
export function isActiveMember(member: { status: number }): boolean {
  return member.status === MemberStatus.Active;
}

/** A courier application waiting for staff (the approvals list, the admin home's count). */
export function awaitsApproval(member: Pick<MemberLike, 'status' | 'courier'>): boolean {
  return member.status === MemberStatus.Pending && member.courier !== null;
}
