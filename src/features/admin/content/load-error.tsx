import { Alert, Button, Stack, Text } from '@mantine/core';
import { describeThrown } from '@/api/errors';
import { contentMessages } from './messages';

/** A list or page that did not load: SPEC 8's message and "Tekrar Dene". */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { title, text } = describeThrown(error);
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        <Button variant="light" onClick={onRetry}>
          {contentMessages.retry}
        </Button>
      </Stack>
    </Alert>
  );
}
