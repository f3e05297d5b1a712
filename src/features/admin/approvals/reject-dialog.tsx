import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import * as v from 'valibot';
import { rejectReasonSchema } from '@/domain/approval';
import { TEXT_MAX } from '@/domain/limits';
import { ApiError } from '@/api/errors';
import { catalogueResolver, fieldErrorsOf } from '@/ui/form-resolver';
import type { RunActionResult } from '@/ui/run-action';
import type { Application } from './api/types';
import { approvalMessages as m } from './messages';

// The form's schema is the server's (domain/approval.ts): the same "required, at most 500".
const rejectFormSchema = v.object({ reason: rejectReasonSchema });
const validate = catalogueResolver(rejectFormSchema);

export interface RejectDialogProps {
  /** The application to reject; null keeps the dialog closed. */
  application: Application | null;
  onClose: () => void;
  /** Sends the decision (ui/run-action: the outcome is already told when it resolves). */
  onReject: (application: Application, reason: string) => Promise<RunActionResult<unknown>>;
  pending: boolean;
}

/** "Reddet": a required reason (the courier reads it), checked here and again by the server. */
export function RejectDialog({ application, onClose, onReject, pending }: RejectDialogProps) {
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
    if (!application) return;
    const outcome = await onReject(application, reason.trim());
    // A 400 from the server also goes under the field, in its words, and the dialog stays open;
    // decided (or decided already elsewhere: 409, the row is gone) it closes.
    if (outcome.status === 'failed' && outcome.error instanceof ApiError && outcome.error.status === 400)
      form.setErrors(fieldErrorsOf(outcome.error));
    else if (outcome.status !== 'cancelled') close();
  });

  return (
    <Modal
      opened={application !== null}
      onClose={close}
      title={application ? m.rejectTitle(application) : ''}
      size="md"
      centered
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <Text size="sm">{m.rejectIntro}</Text>
          <Textarea
            label={m.reasonLabel}
            required
            autosize
            minRows={3}
            maxRows={8}
            maxLength={TEXT_MAX.reason}
            description={m.reasonCount(form.values.reason.length, TEXT_MAX.reason)}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={pending}>
              {m.cancel}
            </Button>
            <Button type="submit" color="red.9" loading={pending}>
              {m.reject}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
