import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatMoney } from '@/domain/format';
import { TEXT_MAX } from '@/domain/limits';
import { messageFor } from '@/domain/validation-messages';
import { handoverDifference, handoverInputSchema, handoverNeedsNote } from '@/domain/wallet';
import { catalogueResolver } from '@/ui/form-resolver';
import { MoneyInput } from '@/ui/money-input';
import { FormActions } from '../common/form-actions';
import { saveForm } from '../common/save-form';
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
    const { courierId, amount, note } = v;
    if (amount === null) return;
    const saved = await saveForm({
      action: () => record.mutateAsync({ courierId, amount, note: note.trim() || null }),
      success: (done) => m.saved(courier.courierName, done.amount, done.difference),
      setErrors: form.setErrors,
    });
    if (saved) onClose();
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
        <FormActions onCancel={onClose} pending={record.isPending} submitLabel={m.submit} />
      </Stack>
    </form>
  );
}
