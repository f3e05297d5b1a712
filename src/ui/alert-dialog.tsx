import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { whenModalHostReady } from './modal-host';
import classes from './alert-dialog.module.css';

export interface AlertDialogOptions {
  title: string;
  text: string;
  okLabel?: string;
  /** Shows a second, secondary button (docs/errors-and-messages.md: optional "Kapat"). */
  closeLabel?: string;
}

interface AlertDialogBodyProps {
  text: string;
  okLabel: string;
  closeLabel?: string;
  onOk: () => void;
  onClose: () => void;
}

function AlertDialogBody({ text, okLabel, closeLabel, onOk, onClose }: AlertDialogBodyProps) {
  return (
    <Stack gap="lg">
      {/* A message may carry a second line (the reason after docs/errors-and-messages.md text). */}
      <Text className={classes.text}>{text}</Text>
      <Group justify="flex-end" gap="sm">
        {closeLabel ? (
          <Button variant="default" onClick={onClose}>
            {closeLabel}
          </Button>
        ) : null}
        <Button onClick={onOk} data-autofocus>
          {okLabel}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Shows a message and waits for the user. Resolves `true` when the OK button was pressed,
 * `false` when the dialog was dismissed otherwise (close button, Escape, backdrop).
 */
export async function alertDialog({
  title,
  text,
  okLabel = 'Tamam',
  closeLabel,
}: AlertDialogOptions): Promise<boolean> {
  await whenModalHostReady();
  return new Promise<boolean>((resolve) => {
    const modalId = modals.open({
      title,
      size: 'md',
      onClose: () => resolve(false),
      children: (
        <AlertDialogBody
          text={text}
          okLabel={okLabel}
          closeLabel={closeLabel}
          onOk={() => {
            resolve(true);
            modals.close(modalId);
          }}
          onClose={() => {
            resolve(false);
            modals.close(modalId);
          }}
        />
      ),
    });
  });
}
