// Member (user) statuses and the changes staff may make by hand, one table for the admin screens
// (which buttons show, the dialog's texts) and the emulated server (what it allows). Approving or
// rejecting a courier application is not here: it goes through /admin/approvals (approval.ts).
// Pure: valibot only.
import * as v from 'valibot';
import { requiredTextSchema } from './limits';
import { MEMBER_STATUS_CODES, type MemberStatusCode } from './url-values';

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
