import { Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { describeThrown } from '@/api/errors';
import { addressMessages as m } from './messages';
import classes from './address-fields.module.css';

export interface LookupErrorProps {
  /** What the failed lookup threw. */
  error: unknown;
  /** Asks the server again. */
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * docs/errors-and-messages.md "Lookup failures": the message object the server returned (or what stands in for it)
 * under the field, with a retry. The field keeps its value meanwhile.
 */
export function LookupError({ error, onRetry, retrying = false }: LookupErrorProps) {
  const message = describeThrown(error, 'lookup');
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap" className={classes.lookupError}>
      <Text size="sm" c="red.8" role="alert">
        <Text span fw={600} inherit>
          {message.title}:
        </Text>{' '}
        {message.text}
      </Text>
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        leftSection={<IconRefresh size={14} />}
        onClick={onRetry}
        loading={retrying}
      >
        {m.retry}
      </Button>
    </Group>
  );
}
