import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import * as v from 'valibot';
import { ApiError } from '@/api/errors';
import { TEXT_MAX } from '@/domain/limits';
import { cancelReasonSchema } from '@/domain/shipment-status';
import { textLength } from '@/domain/text';
import { catalogueResolver, fieldErrorsOf } from '@/ui/form-resolver';
import type { RunActionResult } from '@/ui/run-action';
import { adminShipmentMessages as m } from './messages';

// The server's rule (domain/shipment-status.ts): a reason is required, at most 500 characters.
const validate = catalogueResolver(v.object({ reason: cancelReasonSchema }));

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
  const form = useForm({
    mode: 'controlled',
    initialValues: { reason: '' },
    validate,
    validateInputOnBlur: true,
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(async ({ reason }) => {
    const outcome = await onConfirm(reason);
    // A 400 goes under the field in the server's words and the dialog stays open.
    if (outcome.status === 'failed' && outcome.error instanceof ApiError && outcome.error.status === 400)
      form.setErrors(fieldErrorsOf(outcome.error));
    else if (outcome.status !== 'cancelled') close();
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      // While the cancel is on its way it cannot be taken back: the dialog stays until it is answered.
      closeOnEscape={!pending}
      closeOnClickOutside={!pending}
      withCloseButton={!pending}
      title={m.cancelTitle(shipmentId)}
      size="md"
      centered
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <Text size="sm">{m.cancelIntro}</Text>
          <Textarea
            label={m.cancelReason}
            required
            rows={4}
            maxLength={TEXT_MAX.reason}
            description={m.reasonCount(textLength(form.values.reason), TEXT_MAX.reason)}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={pending}>
              {m.keep}
            </Button>
            <Button type="submit" color="red.9" loading={pending}>
              {m.cancelAction}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
