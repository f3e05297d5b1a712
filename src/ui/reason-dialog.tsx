import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, type ReactNode } from 'react';
import * as v from 'valibot';
import { ApiError } from '@/api/errors';
import { TEXT_MAX } from '@/domain/limits';
import { characterCount } from './character-count';
import { catalogueResolver, fieldErrorsOf } from './form-resolver';
import type { RunActionResult } from './run-action';

export interface ReasonDialogProps {
  opened: boolean;
  title: ReactNode;
  intro: ReactNode;
  label: string;
  /** The server's rule for the reason (src/domain), checked here before it is sent. */
  schema: v.GenericSchema<string, string>;
  keepLabel: string;
  confirmLabel: string;
  confirmColor: string;
  pending: boolean;
  /** While the action is on its way it cannot be taken back: no Escape, click outside or ×. */
  lockWhilePending?: boolean;
  onClose: () => void;
  /** Sends the action (ui/run-action: the outcome is already told when it resolves). */
  onConfirm: (reason: string) => Promise<RunActionResult<unknown>>;
}

/**
 * A staff action that needs a written reason (reject an application, suspend a member, cancel a
 * shipment): the reason is required and at most TEXT_MAX.reason characters. A 400 from the server
 * goes under the field in its words and the dialog stays open; otherwise, unless the person
 * cancelled, it closes.
 */
export function ReasonDialog({
  opened,
  title,
  intro,
  label,
  schema,
  keepLabel,
  confirmLabel,
  confirmColor,
  pending,
  lockWhilePending = false,
  onClose,
  onConfirm,
}: ReasonDialogProps) {
  const validate = useMemo(() => catalogueResolver(v.object({ reason: schema })), [schema]);
  const form = useForm({
    mode: 'controlled',
    initialValues: { reason: '' },
    validate,
    validateInputOnBlur: true,
  });
  const locked = lockWhilePending && pending;

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(async ({ reason }) => {
    const outcome = await onConfirm(reason);
    if (outcome.status === 'failed' && outcome.error instanceof ApiError && outcome.error.status === 400)
      form.setErrors(fieldErrorsOf(outcome.error));
    else if (outcome.status !== 'cancelled') close();
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      closeOnEscape={!locked}
      closeOnClickOutside={!locked}
      withCloseButton={!locked}
      title={title}
      size="md"
      centered
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <Text size="sm">{intro}</Text>
          <Textarea
            label={label}
            required
            rows={4}
            maxLength={TEXT_MAX.reason}
            description={characterCount(form.values.reason, TEXT_MAX.reason)}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={pending}>
              {keepLabel}
            </Button>
            <Button type="submit" color={confirmColor} loading={pending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
