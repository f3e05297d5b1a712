import { useMemo } from 'react';
import { Modal, Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/api/errors';
import { TEXT_MAX } from '@/domain/limits';
import { balanceAfter, movementInputSchema, relationTypeLabels } from '@/domain/wallet';
import { RELATION_TYPE_CODES, type RelationTypeCode } from '@/domain/url-values';
import { confirmDialog } from '@/ui/confirm-dialog';
import { catalogueResolver } from '@/ui/form-resolver';
import { MoneyInput } from '@/ui/money-input';
import { FormActions } from '../common/form-actions';
import { LabelledChoice } from '../common/labelled-choice';
import { saveForm } from '../common/save-form';
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
    const { relationType, amount, description } = v;
    if (!chosen || amount === null || overRefund) return;
    const type = relationTypeLabels[relationType];
    const ok = await confirmDialog({
      title: m.confirmTitle,
      text: m.review(type, amount, chosen.userName),
      confirmLabel: m.submit,
    });
    if (!ok) return;
    const { accountId } = chosen;
    const saved = await saveForm({
      action: () =>
        create.mutateAsync({ accountId, relationType, amount, description: description.trim() || undefined }),
      success: (done) => m.saved(done.amount, done.balanceAfter),
      setErrors: form.setErrors,
      // The server saw a lower balance than the picker: its words under the amount.
      onRefusal: (error) => {
        if (!(error instanceof ApiError && error.code === 'INSUFFICIENT_BALANCE')) return false;
        form.setFieldError('amount', error.desc);
        return true;
      },
    });
    if (saved) onClose();
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
        <LabelledChoice
          id="movement-type-label"
          label={m.type}
          options={RELATION_TYPE_CODES.map((c) => ({ value: c, label: relationTypeLabels[c] }))}
          value={values.relationType}
          onChange={(c) => form.setFieldValue('relationType', c)}
        />
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
        <FormActions onCancel={onClose} pending={create.isPending} submitDisabled={overRefund} />
      </Stack>
    </form>
  );
}
