import { statusReasonSchema, type MemberStatusChange } from '@/domain/member-status';
import { ReasonDialog } from '@/ui/reason-dialog';
import type { RunActionResult } from '@/ui/run-action';
import type { MemberDetail } from './api/types';
import { memberMessages as m } from './messages';

export interface StatusDialogProps {
  member: MemberDetail;
  /** The change asked for; null keeps the dialog closed. */
  change: MemberStatusChange | null;
  onClose: () => void;
  /** Sends the change (ui/run-action: the outcome is already told when it resolves). */
  onConfirm: (change: MemberStatusChange, reason: string) => Promise<RunActionResult<unknown>>;
  pending: boolean;
}

/** "Askıya Al" / "Yeniden Etkinleştir": confirms the change with a required reason. */
export function StatusDialog({ member, change, onClose, onConfirm, pending }: StatusDialogProps) {
  const suspend = change?.action === 'suspend';
  return (
    <ReasonDialog
      opened={change !== null}
      title={suspend ? m.suspendTitle(member) : m.reactivateTitle(member)}
      intro={suspend ? m.suspendIntro : m.reactivateIntro}
      label={m.reasonLabel}
      // The server's rule (domain/member-status.ts): required, at most 500 characters.
      schema={statusReasonSchema}
      keepLabel={m.cancel}
      confirmLabel={suspend ? m.suspend : m.reactivate}
      confirmColor={suspend ? 'red.9' : 'teal.9'}
      pending={pending}
      lockWhilePending
      onClose={onClose}
      onConfirm={(reason) =>
        change ? onConfirm(change, reason.trim()) : Promise.resolve({ status: 'cancelled' })
      }
    />
  );
}
