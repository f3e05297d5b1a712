import { useId, useState, type ChangeEvent } from 'react';
import { Button, Group, Loader, Text } from '@mantine/core';
import { IconCamera, IconFileUpload, IconTrash } from '@tabler/icons-react';
import { messageFor } from '@/domain/validation-messages';
import { useDataUrl } from '@/ui/data-url';
import { applyMessages as m } from './messages';
import { pickImage, type StoredDocument } from '@/lib/image/picked-image';
import classes from './courier-apply.module.css';

export interface DocumentFieldProps {
  label: string;
  hint: string;
  value: StoredDocument | null;
  onChange: (value: StoredDocument | null) => void;
  error?: string;
  onError: (message: string | null) => void;
  /** `user` for the portrait (front camera), `environment` for documents. */
  capture: 'user' | 'environment';
}

function megabytes(bytes: number): string {
  const kb = bytes / 1024;
  return kb < 1024
    ? `${Math.max(1, Math.round(kb)).toLocaleString('tr-TR')} KB`
    : `${(kb / 1024).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} MB`;
}

/** Phones and tablets offer the camera as well (a touch screen; the pointer query is unreliable). */
function hasTouch(): boolean {
  return typeof navigator !== 'undefined' && navigator.maxTouchPoints > 0;
}

/**
 * One document: take a photo (the camera opens on phones, `capture`) or choose a file; JPEG or
 * PNG by its first bytes, at most 15 MB as picked, shrunk before upload; a preview once picked.
 */
export function DocumentField({ label, hint, value, onChange, error, onError, capture }: DocumentFieldProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const touch = hasTouch();
  const preview = useDataUrl(value?.blob);
  const describedBy = `${id}-hint${error ? ` ${id}-error` : ''}`;

  const picked = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file may be picked again after a refusal.
    input.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const outcome = await pickImage(file);
      if (outcome.ok) {
        onChange(outcome.document);
        onError(null);
      } else onError(messageFor(outcome.code));
    } finally {
      setBusy(false);
    }
  };

  const input = (withCapture: boolean) => (
    <input
      type="file"
      accept="image/jpeg,image/png"
      className={classes.fileInput}
      {...(withCapture ? { capture } : {})}
      aria-labelledby={withCapture ? `${id}-label ${id}-camera` : `${id}-label`}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      required
      disabled={busy}
      onChange={(event) => void picked(event)}
    />
  );

  return (
    <div className={classes.document} data-invalid={error ? true : undefined}>
      <Text fw={600} id={`${id}-label`}>
        {label}
        <span aria-hidden className={classes.required}>
          {' *'}
        </span>
      </Text>
      <Text size="sm" c="dimmed" id={`${id}-hint`}>
        {hint}
      </Text>
      {value ? (
        <Group gap="sm" wrap="nowrap" className={classes.previewRow}>
          {preview ? (
            <img src={preview} alt={m.previewOf(label)} className={classes.preview} />
          ) : (
            <div className={classes.preview} />
          )}
          <Text size="sm" className={classes.fileName}>
            {m.fileSummary(value.name, megabytes(value.blob.size))}
          </Text>
        </Group>
      ) : null}
      <Group gap="xs" wrap="wrap">
        {touch ? (
          <label className={classes.pick}>
            {input(true)}
            <IconCamera size={18} aria-hidden />
            <span id={`${id}-camera`}>{m.takePhoto}</span>
          </label>
        ) : null}
        <label className={classes.pick} data-variant={touch ? 'secondary' : undefined}>
          {input(false)}
          <IconFileUpload size={18} aria-hidden />
          <span>{value ? m.changePhoto : m.choosePhoto}</span>
        </label>
        {value ? (
          <Button
            variant="subtle"
            color="red"
            size="md"
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={() => onChange(null)}
            aria-label={`${label}: ${m.removePhoto}`}
          >
            {m.removePhoto}
          </Button>
        ) : null}
        {busy ? (
          <Group gap={6} role="status">
            <Loader size="xs" />
            <Text size="sm">{m.preparing}</Text>
          </Group>
        ) : null}
      </Group>
      {error ? (
        <Text size="sm" c="var(--mantine-color-error)" id={`${id}-error`} role="alert">
          {error}
        </Text>
      ) : null}
    </div>
  );
}
