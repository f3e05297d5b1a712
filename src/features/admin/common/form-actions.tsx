import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';

export interface FormActionsProps {
  /** "Vazgeç": closes the form (or leaves the editor) without sending. */
  onCancel: () => void;
  /** Sending: the submit button waits and "Vazgeç" cannot be pressed. */
  pending: boolean;
  /** The submit button's words; "Kaydet" unless the form says what it does ("Teslim Al"). */
  submitLabel?: string;
  /** A form that already knows the server would refuse (a refund above the balance). */
  submitDisabled?: boolean;
  /** Buttons or links before "Vazgeç" (the editor's "Sayfayı Aç"). */
  children?: ReactNode;
}

/** The row under every admin editor and money form: its own links, then "Vazgeç", then the submit button. */
export function FormActions({
  onCancel,
  pending,
  submitLabel = 'Kaydet',
  submitDisabled,
  children,
}: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      {children}
      <Button variant="default" onClick={onCancel} disabled={pending}>
        Vazgeç
      </Button>
      <Button type="submit" loading={pending} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
