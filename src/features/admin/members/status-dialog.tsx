import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import * as v from 'valibot';
import { ApiError } from '@/api/errors';
import { TEXT_MAX } from '@/domain/limits';
import { statusReasonSchema, type MemberStatusChange } from '@/domain/member-status';
import { catalogueResolver, fieldErrorsOf } from '@/ui/form-resolver';
import type { RunActionResult } from '@/ui/run-action';
import type { MemberDetail } from './api/types';
import { memberMessages as m } from './messages';

// The server's rule (domain/member-status.ts): a reason is required, at most 500 characters.
const validate = catalogueResolver(v.object({ reason: statusReasonSchema }));

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
  const form = useForm({
    mode: 'controlled',
    initialValues: { reason: '' },
    validate,
    validateInputOnBlur: true,
  });
  const suspend = change?.action === 'suspend';

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(async ({ reason }) => {
    if (!change) return;
    const outcome = await onConfirm(change, reason.trim());
    // A 400 goes under the field in the server's words and the dialog stays open.
    if (outcome.status === 'failed' && outcome.error instanceof ApiError && outcome.error.status === 400)
      form.setErrors(fieldErrorsOf(outcome.error));
    else if (outcome.status !== 'cancelled') close();
  });

  return (
    <Modal
      opened={change !== null}
      onClose={close}
      // While the change is on its way it cannot be taken back: the dialog stays until it is answered.
      closeOnEscape={!pending}
      closeOnClickOutside={!pending}
      withCloseButton={!pending}
      title={suspend ? m.suspendTitle(member) : m.reactivateTitle(member)}
      size="md"
      centered
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <Text size="sm">{suspend ? m.suspendIntro : m.reactivateIntro}</Text>
          <Textarea
            label={m.reasonLabel}
            required
            rows={4}
            maxLength={TEXT_MAX.reason}
            description={m.reasonCount(form.values.reason.length, TEXT_MAX.reason)}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={pending}>
              {m.cancel}
            </Button>
            <Button type="submit" color={suspend ? 'red.9' : 'teal.9'} loading={pending}>
              {suspend ? m.suspend : m.reactivate}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
