import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatMoney } from '@/domain/format';
import { TEXT_MAX } from '@/domain/limits';
import { messageFor } from '@/domain/validation-messages';
import { handoverDifference, handoverInputSchema, handoverNeedsNote } from '@/domain/wallet';
import { showApiError } from '@/ui/feedback';
import { catalogueResolver, fieldErrorsOf } from '@/ui/form-resolver';
import { MoneyInput } from '@/ui/money-input';
import { notify } from '@/ui/notify';
import { useRecordCashHandover } from './api/cash-handovers';
import type { OpenCash } from './api/types';
import { Figures } from './figures';
import { handoverMessages as m } from './messages';

export interface HandoverCourier {
  courierId: number;
  courierName: string;
  open: OpenCash;
}

interface Values {
  courierId: number;
  amount: number | null;
  note: string;
}

/**
 * "Nakit Teslim Al" (issue 27): staff count the cash a courier hands over today. It settles all of
 * the courier's open pay-at-door shipments; an amount that differs from what they should have
 * brought needs a note, and the difference is kept with it.
 */
export function HandoverForm({ courier, onClose }: { courier: HandoverCourier | null; onClose: () => void }) {
  return (
    <Modal opened={courier !== null} onClose={onClose} title={m.formTitle} size="lg">
      {courier ? <HandoverFormBody courier={courier} onClose={onClose} /> : null}
    </Modal>
  );
}

function HandoverFormBody({ courier, onClose }: { courier: HandoverCourier; onClose: () => void }) {
  const record = useRecordCashHandover();
  const [sending, setSending] = useState(false);
  const { expected, collected, shipmentCount } = courier.open;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { courierId: courier.courierId, amount: collected, note: '' },
    validate: (values) => {
      const errors = catalogueResolver(handoverInputSchema)(values);
      if (values.amount !== null && handoverNeedsNote(values.amount, expected) && !values.note.trim())
        errors.note = messageFor('HANDOVER_NOTE_REQUIRED');
      return errors;
    },
  });
  const { amount } = form.getValues();
  const difference = amount === null ? null : handoverDifference(amount, expected);

  const submit = async (v: Values) => {
    if (v.amount === null) return;
    setSending(true);
    try {
      const saved = await record.mutateAsync({
        courierId: v.courierId,
        amount: v.amount,
        note: v.note.trim() || null,
      });
      notify({ text: m.saved(courier.courierName, saved.amount, saved.difference) });
      onClose();
    } catch (error) {
      const onFields = fieldErrorsOf(error);
      if (Object.keys(onFields).length > 0) form.setErrors(onFields);
      else await showApiError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit((v) => void submit(v))}>
      <Stack gap="md">
        <Text>{m.intro(courier.courierName, shipmentCount)}</Text>
        <Figures
          label={m.formTitle}
          items={[
            { term: m.expected, value: formatMoney(expected) },
            { term: m.collected, value: formatMoney(collected) },
          ]}
        />
        <MoneyInput
          label={m.amount}
          description={difference === null ? m.amountHint : m.difference(difference)}
          withAsterisk
          value={amount}
          onChange={(value) => form.setFieldValue('amount', value)}
          error={form.errors.amount}
        />
        <Textarea
          label={m.note}
          description={m.noteHint}
          withAsterisk={difference !== null && difference !== 0}
          maxLength={TEXT_MAX.reason}
          rows={3}
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {m.cancel}
          </Button>
          <Button type="submit" loading={sending}>
            {m.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
