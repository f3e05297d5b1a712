import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { describeThrown } from '@/api/errors';
import { contentMessages as m } from './messages';

/** Content that could not be read (online, the server refused or failed): docs/errors-and-messages.md's text and a retry. */
export function ContentLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = describeThrown(error);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={m.loadErrorTitle}
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message.detail ? `${message.text} (${message.detail})` : message.text}</Text>
        <Button variant="default" onClick={onRetry}>
          {m.retry}
        </Button>
      </Stack>
    </Alert>
  );
}
