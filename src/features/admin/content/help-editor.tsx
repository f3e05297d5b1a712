import { useEffect } from 'react';
import { Group, Modal, NumberInput, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import * as v from 'valibot';
import { HELP_ORDER, helpInputSchema } from '@/domain/help';
import { TEXT_MAX } from '@/domain/limits';
import { catalogueResolver } from '@/ui/form-resolver';
import { useSaveHelp, type HelpEntry } from './api/help';
import { helpMessages as m } from './messages';
import { FormActions } from '../common/form-actions';
import { saveForm } from '../common/save-form';

// The server's schema (domain/help.ts); only the empty order box ('') is the form's own: "at the end".
const helpFormSchema = v.object({
  ...helpInputSchema.entries,
  order: v.union([v.literal(''), helpInputSchema.entries.order]),
});
const validate = catalogueResolver(helpFormSchema);

interface HelpFormValues {
  title: string;
  body: string;
  order: number | '';
  isActive: boolean;
}

const valuesOf = (entry: HelpEntry | null): HelpFormValues =>
  entry
    ? { title: entry.title, body: entry.body, order: entry.order, isActive: entry.isActive }
    : { title: '', body: '', order: '', isActive: true };

export interface HelpEditorProps {
  /** Closed: undefined; a new entry: null; an entry to change: the entry. */
  entry: HelpEntry | null | undefined;
  onClose: () => void;
}

/** One editor for adding and changing a help entry: question, answer, order, published. */
export function HelpEditor({ entry, onClose }: HelpEditorProps) {
  const save = useSaveHelp();
  const form = useForm<HelpFormValues>({
    mode: 'controlled',
    initialValues: valuesOf(null),
    validate,
    validateInputOnBlur: true,
  });

  const opened = entry !== undefined;
  useEffect(() => {
    if (!opened) return;
    form.setValues(valuesOf(entry));
    form.resetDirty(valuesOf(entry));
    form.clearErrors();
    // Only when another entry opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, entry]);

  const submit = form.onSubmit(async (values) => {
    const body = {
      title: values.title.trim(),
      body: values.body.trim(),
      order: values.order === '' ? undefined : values.order,
      isActive: values.isActive,
    };
    const saved = await saveForm({
      action: () => save.mutateAsync({ helpId: entry?.helpId, body }),
      success: (done) => (entry ? m.saved(done.title) : m.added(done.title)),
      setErrors: form.setErrors,
    });
    if (saved) onClose();
  });

  return (
    <Modal opened={opened} onClose={onClose} title={entry ? m.editTitle : m.addTitle} size="lg" centered>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <TextInput
            label={m.titleLabel}
            placeholder={m.titlePlaceholder}
            required
            maxLength={TEXT_MAX.title}
            data-autofocus
            {...form.getInputProps('title')}
          />
          <Textarea
            label={m.bodyLabel}
            required
            rows={6}
            maxLength={TEXT_MAX.helpBody}
            description={m.charCount(form.values.body.length, TEXT_MAX.helpBody)}
            {...form.getInputProps('body')}
          />
          <Group align="flex-start" grow>
            <NumberInput
              label={m.orderLabel}
              description={m.orderHint}
              min={HELP_ORDER.min}
              max={HELP_ORDER.max}
              allowDecimal={false}
              clampBehavior="none"
              {...form.getInputProps('order')}
            />
            <Switch
              mt="xl"
              size="md"
              label={m.isActiveLabel}
              {...form.getInputProps('isActive', { type: 'checkbox' })}
            />
          </Group>
          <FormActions onCancel={onClose} pending={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
