import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useSession } from '@/lib/session/use-session';
import { PageTitle } from '@/ui/page-title';
import { FeedbackForm } from './feedback-form';
import { FeedbackOutcome, QueuedFeedbackCard, useQueuedFeedback } from './feedback-outcome';
import { contentMessages as m } from './messages';
import classes from './content-pages.module.css';

type Outcome = { kind: 'sent'; feedbackId: number } | { kind: 'queued'; key: string };

/** Geri Bildirim (/geri-bildirim): the form, its outcome, and what still waits in the outbox. */
export function FeedbackPage() {
  const { user } = useSession();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [round, setRound] = useState(0);
  const shownKey = outcome?.kind === 'queued' ? outcome.key : undefined;
  // Earlier ones written offline on this device by this person: waiting, refused, or sent since
  // (the outbox keeps a sent one for a day), so a reload never hides what became of them.
  const waiting = useQueuedFeedback().filter((e) => e.key !== shownKey);
  return (
    <Stack gap="lg" className={classes.page}>
      <PageTitle title={m.feedbackTitle} />
      <Text>{m.feedbackIntro}</Text>
      {waiting.length > 0 ? (
        <section aria-label={m.outboxLabel}>
          <Stack gap="sm">
            {waiting.map((entry) => (
              <QueuedFeedbackCard key={entry.key} entry={entry} />
            ))}
          </Stack>
        </section>
      ) : null}
      {outcome ? (
        <FeedbackOutcome
          outcome={outcome}
          onWriteAnother={() => {
            setOutcome(null);
            setRound((n) => n + 1);
          }}
        />
      ) : (
        <FeedbackForm
          key={`${user?.userId ?? 'guest'}-${round}`}
          onDone={(done) =>
            setOutcome(
              done.kind === 'sent'
                ? { kind: 'sent', feedbackId: done.feedbackId }
                : { kind: 'queued', key: done.key },
            )
          }
        />
      )}
    </Stack>
  );
}
