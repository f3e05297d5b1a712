import { Alert, Button, Stack, Text } from '@mantine/core';
import { describeThrown } from '@/api/errors';

export interface LoadErrorProps {
  error: unknown;
  /** Reads again ("Tekrar Dene"). */
  onRetry: () => void;
}

/** A list or a page that could not be read: docs/errors-and-messages.md message and a retry. */
export function LoadError({ error, onRetry }: LoadErrorProps) {
  const { title, text } = describeThrown(error);
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        <Button variant="light" color="red" onClick={onRetry}>
          Tekrar Dene
        </Button>
      </Stack>
    </Alert>
  );
}
