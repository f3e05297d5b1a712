// A courier application decided by staff: approve, or reject with a reason the courier reads.
// One schema for the admin form and the emulated server (docs/admin-area.md "one form pattern"); issue
// messages are catalogue codes (validation-messages.ts). Pure: valibot only.
import * as v from 'valibot';
import { requiredTextSchema, textSchema } from './limits';

/** The reason of a rejection: required (after trimming), at most TEXT_MAX.reason characters. */
export const rejectReasonSchema = requiredTextSchema('reason', 'REJECT_REASON_REQUIRED');

/** The body of `PUT /admin/approvals/{userId}`. */
export const approvalDecisionSchema = v.variant(
  'decision',
  [
    v.object({ decision: v.literal('approve'), reason: v.nullish(textSchema('reason')) }),
    v.object({
      decision: v.literal('reject'),
      // Missing or null is "no reason", not an invalid value.
      reason: v.pipe(
        v.optional(v.nullable(v.string()), ''),
        v.transform((r) => r ?? ''),
        rejectReasonSchema,
      ),
    }),
  ],
  'FIELD_REQUIRED',
);

export type ApprovalDecision = v.InferOutput<typeof approvalDecisionSchema>;

/** The user status an application ends in: 1 Aktif (may sign in and work), 3 Reddedildi. */
export function statusAfterDecision(decision: ApprovalDecision['decision']): 1 | 3 {
  return decision === 'approve' ? 1 : 3;
}

/** The SMS that tells the courier how their application was decided. */
export function approvalSmsText(decision: ApprovalDecision['decision'], reason: string): string {
  return decision === 'approve'
    ? 'Kurye Çağır: Kurye başvurunuz onaylandı. Giriş yaparak iş almaya başlayabilirsiniz.'
    : `Kurye Çağır: Kurye başvurunuz onaylanmadı. Gerekçe: ${reason}`;
}
