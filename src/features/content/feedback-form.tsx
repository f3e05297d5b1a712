import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { IconInfoCircle, IconSend, IconWifiOff } from '@tabler/icons-react';
import * as v from 'valibot';
import {
  emptyFeedbackForm,
  FEEDBACK_TOPICS,
  feedbackBody,
  feedbackInputSchema,
  feedbackProblems,
  feedbackTopicLabels,
  type FeedbackFormValues,
} from '@/domain/feedback';
import { TEXT_MAX } from '@/domain/limits';
import { messageFor } from '@/domain/validation-messages';
import { useSession } from '@/lib/session/use-session';
import { useOnlineStatus } from '@/ui/online-status';
import { showApiError } from '@/ui/feedback';
import { fieldErrorsOf } from '@/ui/form-resolver';
import { PhoneInput } from '@/ui/phone-input';
import { clearFeedbackDraft, readFeedbackDraft, saveFeedbackDraft } from './feedback-draft';
import { contentMessages as m } from './messages';
import { useSendFeedback, type SendFeedbackOutcome } from './use-send-feedback';

const FIELDS = ['topic', 'message', 'shipmentNumber', 'phone'] as const;

/** The form's checks, in Turkish (the server's schema, through the catalogue). */
function validate(values: FeedbackFormValues): FormErrors {
  const errors: FormErrors = {};
  for (const [field, code] of Object.entries(feedbackProblems(values))) errors[field] = messageFor(code);
  return errors;
}

/** The server's field errors of a 400 on the form's fields (its `shipmentId` is our shipment number). */
function serverErrors(error: unknown): FormErrors {
  const errors: FormErrors = {};
  for (const [field, text] of Object.entries(fieldErrorsOf(error)))
    errors[field === 'shipmentId' ? 'shipmentNumber' : field] = text;
  return errors;
}

const topicOptions = [
  { value: '', label: m.topicPlaceholder, disabled: true },
  ...FEEDBACK_TOPICS.map((topic) => ({ value: topic, label: feedbackTopicLabels[topic] })),
];

export interface FeedbackFormProps {
  /** Sent, or kept in the outbox: the page shows the outcome. */
  onDone: (outcome: Extract<SendFeedbackOutcome, { kind: 'sent' | 'queued' }>) => void;
}

/**
 * /geri-bildirim's form: topic, message, an optional shipment number and phone (the signed-in
 * user's filled in). Checked as the server checks it; what was typed is kept (draft) until it is
 * sent or queued, and stays on screen when the server refuses it.
 */
export function FeedbackForm({ onDone }: FeedbackFormProps) {
  const { user } = useSession();
  const userId = user?.userId ?? null;
  const prefilledPhone = user?.phoneNumber ?? '';
  const [restored] = useState(() => readFeedbackDraft(userId));
  const online = useOnlineStatus();
  const { send, pending } = useSendFeedback();
  const initialValues = useMemo(
    () => restored ?? { ...emptyFeedbackForm, phone: prefilledPhone },
    [restored, prefilledPhone],
  );
  const form = useForm<FeedbackFormValues>({
    mode: 'controlled',
    initialValues,
    validate,
    validateInputOnBlur: true,
    onValuesChange: (values) => saveFeedbackDraft(userId, values, prefilledPhone),
  });

  // A draft written before the phone was known (a visitor who then signed in) keeps its own phone.
  useEffect(() => {
    if (!form.getValues().phone && prefilledPhone) form.setFieldValue('phone', prefilledPhone);
    // Only when the person changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefilledPhone]);

  const focusFirst = (errors: FormErrors) => {
    const first = FIELDS.find((field) => errors[field]);
    const field = first ? document.getElementById(`feedback-${first}`) : null;
    // Centred, not at the top edge, where the fixed header would cover it.
    field?.focus({ preventScroll: true });
    field?.scrollIntoView({ block: 'center' });
  };

  const submit = form.onSubmit(async (values) => {
    const body = v.parse(feedbackInputSchema, feedbackBody(values));
    const outcome = await send(body);
    if (outcome.kind === 'sent' || outcome.kind === 'queued') {
      clearFeedbackDraft(userId);
      onDone(outcome);
      return;
    }
    if (outcome.kind !== 'refused') return;
    // Nothing typed is lost: the values stay, the reason shows under the field or in a dialog.
    const errors = outcome.error.status === 400 ? serverErrors(outcome.error) : {};
    if (Object.keys(errors).some((field) => (FIELDS as readonly string[]).includes(field))) {
      form.setErrors(errors);
      focusFirst(errors);
    } else {
      await showApiError(outcome.error);
    }
  }, focusFirst);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={m.feedbackTitle}>
      <Stack gap="md">
        {restored ? (
          <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} role="status">
            {m.draftRestored}
          </Alert>
        ) : null}
        <NativeSelect
          id="feedback-topic"
          size="md"
          label={m.topicLabel}
          required
          data={topicOptions}
          {...form.getInputProps('topic')}
        />
        <Textarea
          id="feedback-message"
          size="md"
          label={m.messageLabel}
          placeholder={m.messagePlaceholder}
          required
          autosize
          minRows={5}
          maxRows={12}
          maxLength={TEXT_MAX.message}
          description={m.messageCount(form.values.message.length, TEXT_MAX.message)}
          {...form.getInputProps('message')}
        />
        <TextInput
          id="feedback-shipmentNumber"
          size="md"
          label={m.shipmentLabel}
          description={m.shipmentDescription}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          {...form.getInputProps('shipmentNumber')}
        />
        <PhoneInput
          id="feedback-phone"
          size="md"
          label={m.phoneLabel}
          description={m.phoneDescription}
          {...form.getInputProps('phone')}
          value={form.values.phone}
          onChange={(phone) => form.setFieldValue('phone', phone)}
        />
        {online ? null : (
          <Alert variant="light" color="gray" icon={<IconWifiOff aria-hidden />}>
            <Text size="sm">{m.offlineHint}</Text>
          </Alert>
        )}
        <Button type="submit" size="lg" loading={pending} leftSection={<IconSend size={20} aria-hidden />}>
          {m.submit}
        </Button>
      </Stack>
    </form>
  );
}
