import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, RingProgress, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconClockExclamation } from '@tabler/icons-react';
import { formatPhoneGroups } from '@/domain/validators';
import { authMessages } from './messages';
import classes from './verification-dialog.module.css';

/** docs/statuses-and-visibility.md: the code must be entered within 90 seconds. */
export const VERIFICATION_SECONDS = 90;

/** A refused code comes back as what to tell the user (docs/errors-and-messages.md through describeApiError). */
export type VerifyOutcome = { ok: true } | { ok: false; title: string; text: string };

export interface VerificationDialogProps {
  /** The phone the code went to (normalised digits). */
  phone: string;
  /** Checks the code; on success the caller finishes the sign-in and closes the dialog. */
  verify: (code: string) => Promise<VerifyOutcome>;
  /**
   * Asks for a new code; true when one was sent (the countdown starts again). A refusal to show in
   * the dialog, next to the code (too many codes asked, 429), comes back as its message.
   */
  resend: () => Promise<boolean | { title: string; text: string }>;
  seconds?: number;
}

function secondsLeft(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/**
 * The "Doğrulama" dialog's body: the code (free text, no client check), "Gönder", a countdown
 * ring ticking each second, and "Yeni Kod Gönder". At zero the timeout warning shows and
 * "Gönder" hides (docs/statuses-and-visibility.md). A wrong code shows the server's message (docs/errors-and-messages.md) and keeps the dialog open.
 */
export function VerificationDialog({
  phone,
  verify,
  resend,
  seconds = VERIFICATION_SECONDS,
}: VerificationDialogProps) {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [left, setLeft] = useState(seconds);
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ title: string; text: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);

  useEffect(() => {
    // Read the clock on every tick rather than counting ticks: a throttled background tab
    // or a sleeping phone still ends the countdown on time.
    const tick = () => setLeft(secondsLeft(deadline));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const expired = left <= 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (expired || busy) return;
    setBusy('verify');
    setError(null);
    setNotice(null);
    try {
      const outcome = await verify(code);
      if (!outcome.ok) setError({ title: outcome.title, text: outcome.text });
    } finally {
      setBusy(null);
    }
  };

  const requestNewCode = async () => {
    if (busy) return;
    setBusy('resend');
    setError(null);
    setNotice(null);
    try {
      const sent = await resend();
      if (typeof sent === 'object') setError(sent);
      else if (sent) {
        setCode('');
        setDeadline(Date.now() + seconds * 1000);
        setLeft(seconds);
        setNotice(authMessages.resent);
      }
    } finally {
      setBusy(null);
    }
  };

  const percent = (left / seconds) * 100;
  const color = expired ? 'gray' : left <= 15 ? 'red' : left <= 30 ? 'orange' : 'courier';

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Group wrap="nowrap" gap="md" align="center">
          <RingProgress
            size={84}
            thickness={7}
            roundCaps
            sections={[{ value: percent, color }]}
            rootColor="var(--mantine-color-gray-2)"
            label={
              <div
                className={classes.ringLabel}
                role="timer"
                aria-live="off"
                aria-label={authMessages.secondsLeft(left)}
              >
                <span className={classes.ringValue}>{left}</span>
                <span className={classes.ringUnit}>{authMessages.secondsUnit}</span>
              </div>
            }
          />
          <Text size="sm">{authMessages.verificationIntro(formatPhoneGroups(phone))}</Text>
        </Group>

        {expired ? (
          <Alert color="orange" variant="light" icon={<IconClockExclamation aria-hidden />} role="alert">
            {authMessages.timeout}
          </Alert>
        ) : null}

        {error ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title={error.title}
            role="alert"
          >
            {error.text}
          </Alert>
        ) : null}

        {notice && !error ? (
          <Text size="sm" c="teal.8" role="status">
            {notice}
          </Text>
        ) : null}

        <TextInput
          label={authMessages.codeLabel}
          placeholder={authMessages.codePlaceholder}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          autoComplete="one-time-code"
          inputMode="numeric"
          disabled={expired}
          data-autofocus
        />

        <Group justify="space-between" gap="sm" wrap="wrap">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => void requestNewCode()}
            disabled={busy !== null}
            className={classes.resend}
          >
            {authMessages.resend}
          </Anchor>
          {expired ? null : (
            <Button type="submit" loading={busy === 'verify'} disabled={busy === 'resend'}>
              {authMessages.send}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
