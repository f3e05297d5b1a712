import { useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useAppUpdate } from './app-update';
import { offlineMessages as m } from './messages';
import classes from './update-prompt.module.css';

/** "Yeni sürüm hazır" with "Güncelle", when a new version has been downloaded. */
export function UpdatePrompt() {
  const apply = useAppUpdate();
  const [dismissed, setDismissed] = useState<typeof apply>(null);
  if (!apply || dismissed === apply) return null;
  return (
    <Paper shadow="md" radius="md" p="md" withBorder className={classes.prompt} role="alert">
      <Text fw={700}>{m.updateTitle}</Text>
      <Text size="sm" c="dimmed">
        {m.updateText}
      </Text>
      <Group justify="flex-end" gap="xs" mt="sm">
        <Button variant="default" size="xs" onClick={() => setDismissed(() => apply)}>
          {m.updateLater}
        </Button>
        <Button size="xs" leftSection={<IconRefresh size={16} aria-hidden />} onClick={apply}>
          {m.updateAction}
        </Button>
      </Group>
    </Paper>
  );
}
