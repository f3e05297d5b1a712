import { useMemo, useState } from 'react';
import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/api/errors';
import { TEXT_MAX } from '@/domain/limits';
import { balanceAfter, movementInputSchema, relationTypeLabels } from '@/domain/wallet';
import { type RelationTypeCode } from '@/domain/url-values';
import { confirmDialog } from '@/ui/confirm-dialog';
import { showApiError } from '@/ui/feedback';
import { catalogueResolver, fieldErrorsOf } from '@/ui/form-resolver';
import { MoneyInput } from '@/ui/money-input';
import { notify } from '@/ui/notify';
import { useCreateMovement } from './api/create-movement';
import { getAccountsQueryOptions } from './api/get-accounts';
import { movementMessages as m } from './messages';

interface Values {
  accountId: number | null;
  relationType: RelationTypeCode;
  amount: number | null;
  description: string;
}

/** Every wallet account for the picker (the list's largest page; CARIHESAP only). */
const allAccountsSearch = { page: 1, pageSize: 100, q: '', sort: 'userName' } as const;

export interface MovementFormProps {
  opened: boolean;
  onClose: () => void;
  /** The account to start with (the movements list filtered by one). */
  accountId?: number;
}

/**
 * "Hesap Hareketi Ekle": account (searchable), type, an amount typed the Turkish way and read back
 * formatted in a confirmation before sending, and a description. The balance after is shown as
 * the amount is typed; a refund above the balance is refused here and by the server (409).
 */
export function MovementForm({ opened, onClose, accountId }: MovementFormProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={m.formTitle} size="lg">
      {/* A fresh form each time it opens. */}
      {opened ? <MovementFormBody onClose={onClose} accountId={accountId} /> : null}
    </Modal>
  );
}

function MovementFormBody({ onClose, accountId }: Omit<MovementFormProps, 'opened'>) {
  const accounts = useQuery(getAccountsQueryOptions(allAccountsSearch));
  const create = useCreateMovement();
  const [sending, setSending] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { accountId: accountId ?? null, relationType: 1, amount: null, description: '' },
    validate: catalogueResolver(movementInputSchema),
  });
  const values = form.getValues();
  const options = useMemo(
    () =>
      (accounts.data?.items ?? []).map((a) => ({
        value: String(a.accountId),
        label: m.accountOption(a.userName, a.accountId, a.balance),
      })),
    [accounts.data],
  );
  const chosen = accounts.data?.items.find((a) => a.accountId === values.accountId);
  const after =
    chosen && values.amount !== null && values.amount > 0
      ? balanceAfter(chosen.balance, values.relationType, values.amount)
      : undefined;
  const overRefund = chosen !== undefined && after === null;

  const submit = async (v: Values) => {
    if (!chosen || v.amount === null || overRefund) return;
    const type = relationTypeLabels[v.relationType];
    const ok = await confirmDialog({
      title: m.confirmTitle,
      text: m.review(type, v.amount, chosen.userName),
      confirmLabel: m.submit,
    });
    if (!ok) return;
    setSending(true);
    try {
      const saved = await create.mutateAsync({
        accountId: chosen.accountId,
        relationType: v.relationType,
        amount: v.amount,
        description: v.description.trim() || undefined,
      });
      notify({ text: m.saved(saved.amount, saved.balanceAfter) });
      onClose();
    } catch (error) {
      const onFields = fieldErrorsOf(error);
      if (Object.keys(onFields).length > 0) form.setErrors(onFields);
      else if (error instanceof ApiError && error.code === 'INSUFFICIENT_BALANCE')
        form.setFieldError('amount', error.desc);
      else await showApiError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit((v) => void submit(v))}>
      <Stack gap="md">
        <Select
          label={m.account}
          placeholder={m.accountPlaceholder}
          searchable
          nothingFoundMessage={m.accountNothing}
          data={options}
          withAsterisk
          maxDropdownHeight={192}
          comboboxProps={{ withinPortal: true }}
          value={values.accountId === null ? null : String(values.accountId)}
          onChange={(value) => form.setFieldValue('accountId', value === null ? null : Number(value))}
          error={form.errors.accountId}
          description={chosen ? m.currentBalance(chosen.balance) : undefined}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="movement-type-label">
            {m.type}
          </Text>
          <SegmentedControl
            aria-labelledby="movement-type-label"
            fullWidth
            data={[
              { value: '1', label: relationTypeLabels[1] },
              { value: '2', label: relationTypeLabels[2] },
            ]}
            value={String(values.relationType)}
            onChange={(value) => form.setFieldValue('relationType', value === '2' ? 2 : 1)}
          />
        </Stack>
        <MoneyInput
          label={m.amount}
          description={
            overRefund
              ? undefined
              : after !== undefined && after !== null
                ? m.balanceAfter(after)
                : m.amountHint
          }
          withAsterisk
          value={values.amount}
          onChange={(amount) => form.setFieldValue('amount', amount)}
          // The server's refusal first (its text names the balance it saw), then the check here.
          error={form.errors.amount ?? (overRefund && chosen ? m.overRefund(chosen.balance) : undefined)}
        />
        <Textarea
          label={m.description}
          description={m.descriptionHint}
          maxLength={TEXT_MAX.description}
          rows={3}
          {...form.getInputProps('description')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {m.cancel}
          </Button>
          <Button type="submit" loading={sending} disabled={overRefund}>
            {m.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
