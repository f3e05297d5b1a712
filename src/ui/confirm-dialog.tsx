import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { whenModalHostReady } from './modal-host';

export interface ConfirmDialogOptions {
  title: string;
  text: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Paints the confirm button red for destructive actions (cancel a shipment, reset data). */
  danger?: boolean;
}

/** Asks before an action. Resolves `true` only when the confirm button was pressed. */
export async function confirmDialog({
  title,
  text,
  confirmLabel = 'Onay',
  // "Vazgeç", not "İptal": on "Gönderiyi iptal et?" an "İptal" button reads as "yes, cancel it".
  cancelLabel = 'Vazgeç',
  danger = false,
}: ConfirmDialogOptions): Promise<boolean> {
  await whenModalHostReady();
  return new Promise<boolean>((resolve) => {
    modals.openConfirmModal({
      title,
      size: 'md',
      children: <Text>{text}</Text>,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: danger ? { color: 'red' } : undefined,
      // onConfirm runs before the modal closes, so the first resolve wins.
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
