import { useMemo, useState } from 'react';
import { Button, Group, NativeSelect, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { IconExternalLink } from '@tabler/icons-react';
import * as v from 'valibot';
import {
  dynamicPageInputSchema,
  parseTreeText,
  treeToText,
  type PageElementInput,
} from '@/domain/dynamic-pages';
import { PAGE_TREE, TEXT_MAX } from '@/domain/limits';
import { messageFor } from '@/domain/validation-messages';
import { DynamicPageView } from '@/features/dynamic-pages';
import { confirmDialog } from '@/ui/confirm-dialog';
import { catalogueResolver } from '@/ui/form-resolver';
import { useSavePage, type DynamicPageRow } from './api/dynamic-pages';
import { pageMessages as m } from './messages';
import { previewTree } from './preview-tree';
import { countElements, pageTemplates, type PageTemplateKey } from './page-templates';
import { FormActions } from '../common/form-actions';
import { saveForm } from '../common/save-form';
import classes from './content.module.css';

// The server's schema (domain/dynamic-pages.ts) on the code, title and state; the tree is edited
// as JSON text, read with the same tree schema (parseTreeText) and sent as the tree.
const pageFormSchema = v.object({
  ...dynamicPageInputSchema.entries,
  content: v.pipe(
    v.string(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const parsed = parseTreeText(dataset.value);
      if (!parsed.ok) addIssue({ message: parsed.code });
    }),
  ),
});
const validate = catalogueResolver(pageFormSchema);

interface PageFormValues {
  pageCode: string;
  title: string;
  isActive: boolean;
  content: string;
}

const valuesOf = (page: DynamicPageRow | undefined): PageFormValues =>
  page
    ? {
        pageCode: page.pageCode,
        title: page.title,
        isActive: page.isActive,
        content: treeToText(page.content),
      }
    : { pageCode: '', title: '', isActive: true, content: treeToText(pageTemplates.blank()) };

/** The preview: the last tree that read well, and whether the text now reads well. */
function usePreviewTree(text: string, initial: PageElementInput | null) {
  const [debounced] = useDebouncedValue(text, 250);
  const [lastGood, setLastGood] = useState<PageElementInput | null>(initial);
  const parsed = useMemo(() => parseTreeText(debounced), [debounced]);
  if (parsed.ok && parsed.tree !== lastGood) setLastGood(parsed.tree);
  return { tree: parsed.ok ? parsed.tree : lastGood, problem: parsed.ok ? null : parsed.code };
}

export interface PageEditorProps {
  /** The page to change; absent: a new page. */
  page?: DynamicPageRow;
}

/**
 * One editor for adding and changing a dynamic page: code (its address), title, published, and
 * the element tree as JSON with templates to start from; beside it (below it under 992 px) a live
 * preview through the renderer the public page uses. The server's refusals show under the fields.
 */
export function PageEditor({ page }: PageEditorProps) {
  const save = useSavePage();
  const navigate = useNavigate();
  const form = useForm<PageFormValues>({
    mode: 'controlled',
    initialValues: valuesOf(page),
    validate,
    validateInputOnBlur: true,
  });
  const initialTree = useMemo(() => {
    const parsed = parseTreeText(valuesOf(page).content);
    return parsed.ok ? parsed.tree : null;
  }, [page]);
  const preview = usePreviewTree(form.values.content, initialTree);
  const previewed = useMemo(() => (preview.tree ? previewTree(preview.tree) : null), [preview.tree]);
  const [template, setTemplate] = useState<PageTemplateKey>('blank');

  const applyTemplate = async () => {
    if (
      form.values.content.trim() !== '' &&
      !(await confirmDialog({
        title: m.templateConfirmTitle,
        text: m.templateConfirmText,
        confirmLabel: m.templateApply,
      }))
    )
      return;
    form.setFieldValue('content', treeToText(pageTemplates[template]()));
    form.clearFieldError('content');
  };

  const formatText = () => {
    const parsed = parseTreeText(form.values.content);
    if (parsed.ok) form.setFieldValue('content', treeToText(parsed.tree));
    else form.setFieldError('content', messageFor(parsed.code));
  };

  const submit = form.onSubmit(async (values) => {
    const parsed = parseTreeText(values.content);
    if (!parsed.ok) return;
    const body = {
      pageCode: values.pageCode.trim(),
      title: values.title.trim(),
      isActive: values.isActive,
      content: parsed.tree,
    };
    const saved = await saveForm({
      action: () => save.mutateAsync({ originalCode: page?.pageCode, body }),
      success: (done) => (page ? m.saved(done.pageCode) : m.added(done.pageCode)),
      setErrors: form.setErrors,
    });
    // Saved: the editor now edits that page (a new page, or a new code after a rename).
    if (saved && saved.pageCode !== page?.pageCode)
      void navigate({
        to: '/admin/dinamik/dinamik-sayfa-ekle/',
        search: { kod: saved.pageCode },
        replace: true,
      });
  });

  const codeForLink = page?.pageCode;

  return (
    <div className={classes.editor}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={page ? m.editTitle : m.addTitle}>
        <Stack gap="md">
          <TextInput
            label={m.pageCodeLabel}
            description={m.pageCodeHint}
            required
            maxLength={TEXT_MAX.code64}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            classNames={{ input: classes.code }}
            {...form.getInputProps('pageCode')}
          />
          <TextInput
            label={m.titleLabel}
            description={m.titleHint}
            required
            maxLength={TEXT_MAX.title}
            {...form.getInputProps('title')}
          />
          <Switch
            size="md"
            label={m.isActiveLabel}
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NativeSelect
              label={m.templateLabel}
              value={template}
              onChange={(e) => setTemplate(e.currentTarget.value as PageTemplateKey)}
              data={[
                { value: 'blank', label: m.templateBlank },
                { value: 'rich', label: m.templateRich },
              ]}
            />
            <Button variant="light" onClick={() => void applyTemplate()}>
              {m.templateApply}
            </Button>
            <Button variant="subtle" onClick={formatText}>
              {m.format}
            </Button>
          </Group>
          <Textarea
            label={m.contentLabel}
            description={m.contentHint}
            required
            rows={22}
            spellCheck={false}
            autoCapitalize="none"
            autoCorrect="off"
            className={classes.treeInput}
            {...form.getInputProps('content')}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {preview.tree ? `${m.elements(countElements(preview.tree))} / ${PAGE_TREE.maxNodes}` : ''}
          </Text>
          <FormActions
            onCancel={() => void navigate({ to: '/admin/dinamik/dinamik-sayfa-liste/' })}
            pending={save.isPending}
          >
            {codeForLink ? (
              <Button
                component="a"
                href={`/sayfa/${codeForLink}`}
                target="_blank"
                rel="noopener"
                variant="subtle"
                rightSection={<IconExternalLink size={16} aria-hidden />}
              >
                {m.open}
              </Button>
            ) : null}
          </FormActions>
        </Stack>
      </form>
      <section className={classes.previewColumn} aria-labelledby="page-preview-title">
        <Stack gap="xs">
          <Title order={2} size="h3" id="page-preview-title">
            {m.previewTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {m.previewHint}
          </Text>
          {preview.problem ? (
            <Text size="sm" c="red.9" role="status">
              {m.previewStale} {messageFor(preview.problem)}
            </Text>
          ) : null}
          <div className={classes.preview} data-testid="page-preview">
            {previewed ? <DynamicPageView tree={previewed} /> : <Text c="dimmed">{m.previewEmpty}</Text>}
          </div>
        </Stack>
      </section>
    </div>
  );
}
