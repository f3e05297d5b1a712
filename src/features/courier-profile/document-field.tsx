import { useId, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { messageFor } from '@/domain/validation-messages';
import { useDataUrl } from '@/ui/data-url';
import type { DocumentField as DocumentFieldName } from '@/features/courier-apply';
import type { DocumentRef } from '@/features/documents';
import { DocumentThumb } from './document-thumb';
import { courierProfileMessages as m } from './messages';
import { prepareUpload } from './prepare-upload';
import classes from './document-field.module.css';

export interface DocumentFieldProps {
  field: DocumentFieldName;
  /** The stored document (read at its own URL), if any. */
  current: DocumentRef | null | undefined;
  /** A new file picked (not yet saved). */
  picked: File | null;
  onPick: (file: File | null) => void;
  disabled?: boolean;
}

/** One document: what is stored (a thumbnail), a new pick with its preview, its check's message. */
export function DocumentField({ field, current, picked, onPick, disabled = false }: DocumentFieldProps) {
  const inputId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const label = m.documents[field];

  // The new pick's preview (a data: URL: CSP allows data: images, not blob:).
  const shown = useDataUrl(picked);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const prepared = await prepareUpload(file);
    if (!prepared.ok) {
      setError(messageFor(prepared.code));
      onPick(null);
      return;
    }
    setError(null);
    onPick(prepared.file);
  };

  return (
    <div className={classes.root}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div>
          <Text component="label" htmlFor={inputId} fw={600} size="sm">
            {label}
          </Text>
          <Text size="xs" c={picked ? 'teal.9' : current ? 'dimmed' : 'red.9'}>
            {picked ? `${m.documentNew}: ${picked.name}` : current ? m.documentUploaded : m.documentMissing}
          </Text>
        </div>
        {shown || current ? <DocumentThumb label={label} src={shown ?? current} /> : null}
      </Group>
      {disabled ? null : (
        <Button
          component="label"
          htmlFor={inputId}
          variant="default"
          leftSection={<IconCamera size={18} aria-hidden />}
          className={classes.pick}
        >
          {current || picked ? m.documentChange : m.documentPick}
        </Button>
      )}
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png"
        capture="environment"
        className={classes.input}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          void choose(event.currentTarget.files?.[0]);
          event.currentTarget.value = '';
        }}
      />
      {error ? (
        <Text id={errorId} size="sm" c="red.9" role="alert">
          {error}
        </Text>
      ) : null}
    </div>
  );
}
