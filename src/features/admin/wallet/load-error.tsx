import { Alert, Button, Stack } from '@mantine/core';
import { describeThrown } from '@/api/errors';
import { walletMessages } from './messages';

/** A list or figures that could not load: the SPEC 8 message and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = describeThrown(error);
  return (
    <Alert color="red" variant="light" role="alert" title={message.title}>
      <Stack gap="xs" align="flex-start">
        <span>{message.text}</span>
        <Button variant="light" onClick={onRetry}>
          {walletMessages.retry}
        </Button>
      </Stack>
    </Alert>
  );
}
