import { rejectReasonSchema } from '@/domain/approval';
import { ReasonDialog } from '@/ui/reason-dialog';
import type { RunActionResult } from '@/ui/run-action';
import type { Application } from './api/types';
import { approvalMessages as m } from './messages';

export interface RejectDialogProps {
  /** The application to reject; null keeps the dialog closed. */
  application: Application | null;
  onClose: () => void;
  /** Sends the decision (ui/run-action: the outcome is already told when it resolves). */
  onReject: (application: Application, reason: string) => Promise<RunActionResult<unknown>>;
  pending: boolean;
}

/**
 * "Reddet": a required reason (the courier reads it), checked here and again by the server.
 * Decided (or decided already elsewhere: 409, the row is gone), it closes.
 */
export function RejectDialog({ application, onClose, onReject, pending }: RejectDialogProps) {
  return (
    <ReasonDialog
      opened={application !== null}
      title={application ? m.rejectTitle(application) : ''}
      intro={m.rejectIntro}
      label={m.reasonLabel}
      // The server's rule (domain/approval.ts): required, at most 500 characters.
      schema={rejectReasonSchema}
      keepLabel={m.cancel}
      confirmLabel={m.reject}
      confirmColor="red.9"
      pending={pending}
      onClose={onClose}
      onConfirm={(reason) =>
        application ? onReject(application, reason.trim()) : Promise.resolve({ status: 'cancelled' })
      }
    />
  );
}
