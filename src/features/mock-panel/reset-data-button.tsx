import { useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRestore } from '@tabler/icons-react';
import { setAccessToken } from '@/api/token-store';
import { confirmDialog } from '@/ui/confirm-dialog';
import { mockPanelMessages as m } from './messages';
import { resetMockData } from './mock-control-api';

/** Puts the emulated server back to its seed (POST /__mock/reset) after a confirmation, then reloads. */
export function ResetDataButton() {
  const [busy, setBusy] = useState(false);

  const reset = async () => {
    const confirmed = await confirmDialog({
      title: m.resetConfirmTitle,
      text: m.resetConfirmText,
      confirmLabel: m.resetConfirm,
      danger: true,
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      await resetMockData();
      // The reset ended every session on the server: forget ours too, or the next call would
      // meet "Oturumunuz sonlanmıştır" instead of a fresh start.
      setAccessToken(null);
      window.location.reload();
    } catch (error) {
      setBusy(false);
      notifications.show({ message: error instanceof Error ? error.message : String(error), color: 'red' });
    }
  };

  return (
    <Button
      color="red"
      variant="light"
      fullWidth
      leftSection={<IconRestore size={18} aria-hidden />}
      loading={busy}
      onClick={() => void reset()}
    >
      {m.resetTitle}
    </Button>
  );
}
