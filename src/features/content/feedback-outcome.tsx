import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { useSession } from '@/lib/session/use-session';
import type { SendFeedbackEntry } from './outbox-write';
import { removeQueued } from '@/lib/outbox/send-queue';
import { entriesOf, useOutbox } from '@/lib/outbox/use-outbox';
import { contentMessages as m } from './messages';

/** This person's feedback entries in the outbox (a visitor's are shown to visitors only). */
export function useQueuedFeedback(): SendFeedbackEntry[] {
  const { user } = useSession();
  return entriesOf(useOutbox(), user?.userId ?? null).filter(
    (e): e is SendFeedbackEntry => e.kind === 'sendFeedback',
  );
}

/** One queued feedback as it goes: waiting, being sent, sent (with its number), refused. */
export function QueuedFeedbackCard({
  entry,
  onDismiss,
}: {
  entry: SendFeedbackEntry;
  onDismiss?: () => void;
}) {
  const dismiss = () => {
    void removeQueued(entry.key);
    onDismiss?.();
  };
  if (entry.state === 'sent') {
    return (
      <Alert
        color="teal"
        variant="light"
        icon={<IconCircleCheck aria-hidden />}
        title={m.sentTitle}
        role="status"
      >
        <Text size="sm">{m.sentText(entry.feedbackId ?? 0)}</Text>
      </Alert>
    );
  }
  if (entry.state === 'failed') {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title={m.failedTitle}
        role="alert"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{entry.error}</Text>
          <Text size="sm" lineClamp={2} c="dimmed">
            {entry.body.message}
          </Text>
          <Button variant="default" onClick={dismiss}>
            {m.dismiss}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const sending = entry.state === 'sending';
  return (
    <Alert
      color="orange"
      variant="light"
      icon={sending ? <Loader size={18} aria-hidden /> : <IconClockHour4 aria-hidden />}
      title={sending ? m.sendingTitle : m.queuedTitle}
      role="status"
    >
      <Stack gap={4}>
        <Text size="sm">{m.queuedText}</Text>
        <Text size="sm" lineClamp={2} c="dimmed">
          {entry.body.message}
        </Text>
        <Text size="xs" c="dimmed">
          {m.queuedAt(entry.createdAt)}
        </Text>
      </Stack>
    </Alert>
  );
}

export interface FeedbackOutcomeProps {
  outcome: { kind: 'sent'; feedbackId: number } | { kind: 'queued'; key: string };
  onWriteAnother: () => void;
}

/** What the page says once "Gönder" took the feedback: received, or waiting for the network. */
export function FeedbackOutcome({ outcome, onWriteAnother }: FeedbackOutcomeProps) {
  const queued = useQueuedFeedback();
  const entry = outcome.kind === 'queued' ? queued.find((e) => e.key === outcome.key) : undefined;
  return (
    <Stack gap="md">
      {outcome.kind === 'sent' ? (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck aria-hidden />}
          title={m.sentTitle}
          role="status"
        >
          <Text size="sm">{m.sentText(outcome.feedbackId)}</Text>
        </Alert>
      ) : entry ? (
        <QueuedFeedbackCard entry={entry} />
      ) : null}
      <Group>
        <Button size="md" variant="default" onClick={onWriteAnother}>
          {m.writeAnother}
        </Button>
      </Group>
    </Stack>
  );
}
