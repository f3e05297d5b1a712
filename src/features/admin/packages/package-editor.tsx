import { Group, Modal, NumberInput, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ApiError } from '@/api/errors';
import { TEXT_MAX } from '@/domain/limits';
import { PACKAGE_DURATION_MAX_DAYS, packageInputSchema } from '@/domain/packages';
import { characterCount } from '@/ui/character-count';
import { catalogueResolver, fieldErrorsOf } from '@/ui/form-resolver';
import { MoneyInput } from '@/ui/money-input';
import { runAction } from '@/ui/run-action';
import { FormActions } from '../common/form-actions';
import { useSavePackage } from './api/save-package';
import type { Package } from './api/types';
import { packageMessages as m } from './messages';

// The server's schema (domain/packages.ts), so the form and the mock refuse the same things.
const validate = catalogueResolver(packageInputSchema);

interface PackageFormValues {
  name: string;
  description: string;
  price: number | null;
  durationDays: number | string;
  productCode: string;
  isActive: boolean;
}

const valuesOf = (p: Package | null): PackageFormValues => ({
  name: p?.name ?? '',
  description: p?.description ?? '',
  price: p?.price ?? null,
  durationDays: p?.durationDays ?? 30,
  productCode: p?.productCode ?? '',
  isActive: p?.isActive ?? true,
});

export interface PackageEditorProps {
  /** "new" adds a package; a package edits it; null keeps the editor closed. */
  editing: Package | 'new' | null;
  onClose: () => void;
}

/** The one editor for adding and editing a package definition. */
export function PackageEditor({ editing, onClose }: PackageEditorProps) {
  const pkg = editing === 'new' ? null : editing;
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={pkg ? m.editTitle(pkg) : m.addTitle}
      size="lg"
      centered
    >
      {/* Keyed by the package: opening another one starts from its values. */}
      {editing !== null ? <PackageForm key={pkg?.packageId ?? 'new'} pkg={pkg} onDone={onClose} /> : null}
    </Modal>
  );
}

function PackageForm({ pkg, onDone }: { pkg: Package | null; onDone: () => void }) {
  const save = useSavePackage();
  const form = useForm<PackageFormValues>({
    mode: 'controlled',
    initialValues: valuesOf(pkg),
    validate: (values) => validate(values),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    const outcome = await runAction({
      action: () =>
        save.mutateAsync({
          packageId: pkg?.packageId,
          body: {
            name: values.name.trim(),
            description: values.description.trim(),
            price: values.price ?? 0,
            durationDays: Number(values.durationDays),
            productCode: values.productCode.trim().toUpperCase(),
            isActive: values.isActive,
          },
        }),
      success: (saved) => (pkg ? m.saved(saved) : m.created(saved)),
    });
    if (outcome.status === 'done') onDone();
    // 400: a field the server refused; 409 PACKAGE_NAME_TAKEN: the name, next to the name.
    else if (
      outcome.status === 'failed' &&
      outcome.error instanceof ApiError &&
      (outcome.error.status === 400 || outcome.error.status === 409)
    )
      form.setErrors(fieldErrorsOf(outcome.error));
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <TextInput
          label={m.name}
          required
          maxLength={TEXT_MAX.title}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Textarea
          label={m.description}
          rows={3}
          maxLength={TEXT_MAX.description}
          description={characterCount(form.values.description, TEXT_MAX.description)}
          {...form.getInputProps('description')}
        />
        <Group grow align="flex-start">
          <MoneyInput
            label={m.price}
            placeholder={m.pricePlaceholder}
            required
            {...form.getInputProps('price')}
            value={form.values.price}
            onChange={(price) => form.setFieldValue('price', price)}
          />
          <NumberInput
            label={m.durationDays}
            required
            min={1}
            max={PACKAGE_DURATION_MAX_DAYS}
            allowDecimal={false}
            clampBehavior="none"
            {...form.getInputProps('durationDays')}
          />
        </Group>
        <TextInput
          label={m.productCode}
          description={m.productCodeHint}
          required
          maxLength={TEXT_MAX.code64}
          {...form.getInputProps('productCode')}
        />
        <Switch label={m.isActive} {...form.getInputProps('isActive', { type: 'checkbox' })} />
        <FormActions onCancel={onDone} pending={save.isPending} />
      </Stack>
    </form>
  );
}
