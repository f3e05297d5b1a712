import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconAlertTriangle } from '@tabler/icons-react';
import { describeThrown } from '@/api/errors';
import { trackingMessages as m } from './messages';

/** A tracking route that failed to load: docs/errors-and-messages.md text for what the server said, a retry, the list. */
export function TrackingError({ error, reset }: { error: unknown; reset?: () => void }) {
  const message = describeThrown(error);
  return (
    <Stack align="center" gap="md" py="xl" role="alert">
      <IconAlertTriangle size={56} stroke={1.4} aria-hidden />
      <Title order={1} size="h2">
        {m.errorTitle}
      </Title>
      <Text ta="center">{message.text}</Text>
      <Group justify="center">
        {reset ? <Button onClick={reset}>{m.retry}</Button> : null}
        <Button variant="default" renderRoot={(props) => <Link to="/gonderi-liste/aktif/" {...props} />}>
          {m.backToList}
        </Button>
      </Group>
    </Stack>
  );
}
