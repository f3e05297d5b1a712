import { cancelReasonSchema } from '@/domain/shipment-status';
import { ReasonDialog } from '@/ui/reason-dialog';
import type { RunActionResult } from '@/ui/run-action';
import { adminShipmentMessages as m } from './messages';

export interface CancelDialogProps {
  shipmentId: number;
  opened: boolean;
  onClose: () => void;
  /** Sends the cancel (ui/run-action: the outcome is already told when it resolves). */
  onConfirm: (reason: string) => Promise<RunActionResult<unknown>>;
  pending: boolean;
}

/** The admin's "İptal Et" (3500): confirms the cancel with a required reason, kept in the history. */
export function CancelDialog({ shipmentId, opened, onClose, onConfirm, pending }: CancelDialogProps) {
  return (
    <ReasonDialog
      opened={opened}
      title={m.cancelTitle(shipmentId)}
      intro={m.cancelIntro}
      label={m.cancelReason}
      // The server's rule (domain/shipment-status.ts): required, at most 500 characters.
      schema={cancelReasonSchema}
      keepLabel={m.keep}
      confirmLabel={m.cancelAction}
      confirmColor="red.9"
      pending={pending}
      lockWhilePending
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}
