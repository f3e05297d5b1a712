import { Button, Group, Paper, Radio, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { ApiError } from '@/api/errors';
import { TEXT_MAX } from '@/domain/limits';
import {
  NOTIFICATION_CHANNEL_CODES,
  NOTIFICATION_TYPE_CODES,
  notificationChannelLabel,
  notificationInputSchema,
  notificationTypeLabel,
  type NotificationChannelCode,
  type NotificationTypeCode,
} from '@/domain/notifications';
import { useCityOptions } from '@/api/addresses/lookups';
import { characterCount } from '@/ui/character-count';
import { catalogueResolver, fieldErrorsOf } from '@/ui/form-resolver';
import { PageTitle } from '@/ui/page-title';
import { showApiError } from '@/ui/feedback';
import { runAction } from '@/ui/run-action';
import { SearchableSelect } from '@/ui/searchable-select';
import { LabelledChoice } from '../common/labelled-choice';
import { MemberSelect } from '../common/member-select';
import { countAudience, useAudienceCount, useSendNotification } from './api/send-notification';
import type { NotificationBody, NotificationTargetBody } from './api/types';
import { audienceLabels, sendMessages as m, type AudienceKind } from './messages';
import { NotificationPreview } from './notification-preview';
import classes from './notifications.module.css';

// The server's schema (domain/notifications.ts): the form refuses what the mock refuses.
const validateBody = catalogueResolver(notificationInputSchema);

interface SendFormValues {
  notificationType: NotificationTypeCode;
  channel: NotificationChannelCode;
  title: string;
  body: string;
  audience: AudienceKind;
  userId: number | undefined;
  cityId: number;
}

function targetOf(values: SendFormValues): NotificationTargetBody {
  switch (values.audience) {
    case 'customers':
      return { role: 'Customer' };
    case 'couriers':
      return { role: 'Courier' };
    case 'member':
      return values.userId ? { userIds: [values.userId] } : {};
    case 'city':
      return values.cityId > 0 ? { cityId: values.cityId } : {};
  }
}

function bodyOf(values: SendFormValues): NotificationBody {
  return {
    notificationType: values.notificationType,
    channel: values.channel,
    title: values.title.trim(),
    body: values.body.trim(),
    target: targetOf(values),
  };
}

/** The audience's missing choice goes under the member or the city field. */
function audienceField(values: SendFormValues): string {
  return values.audience === 'city' ? 'cityId' : values.audience === 'member' ? 'userId' : 'audience';
}

function validate(values: SendFormValues) {
  const errors = validateBody(bodyOf(values));
  const targetError = errors.target ?? errors['target.userIds'];
  delete errors.target;
  delete errors['target.userIds'];
  if (targetError) errors[audienceField(values)] = targetError;
  return errors;
}

function AudienceCount({ target }: { target: NotificationTargetBody }) {
  const count = useAudienceCount(target);
  const text =
    count.data === undefined || !count.isEnabled
      ? count.isFetching
        ? m.countPending
        : m.countChoose
      : count.data === 0
        ? m.countNone
        : m.countValue(count.data);
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>{m.count}</Text>
        <Text
          fw={700}
          fz="lg"
          className={classes.count}
          role="status"
          aria-live="polite"
          aria-busy={count.isFetching}
          c={count.data === 0 && count.isEnabled ? 'red.8' : undefined}
        >
          {text}
        </Text>
      </Group>
    </Paper>
  );
}

/**
 * "Bildirim Gönder": type, channel, title and text (with their counts), the audience (all
 * customers, all couriers, one member, the customers of a city), a live preview of the message
 * as it arrives, and the number of recipients, asked again and confirmed before sending.
 */
export function SendNotificationPage() {
  const navigate = useNavigate();
  const send = useSendNotification();
  const cities = useCityOptions();
  const form = useForm<SendFormValues>({
    mode: 'controlled',
    initialValues: {
      notificationType: 2,
      channel: 3,
      title: '',
      body: '',
      audience: 'customers',
      userId: undefined,
      cityId: 0,
    },
    validate,
    validateInputOnBlur: ['title', 'body'],
  });
  const { values } = form;

  const confirmAndSend = form.onSubmit(async (v) => {
    const body = bodyOf(v);
    let recipients: number;
    try {
      recipients = await countAudience(body.target);
    } catch (error) {
      await showApiError(error);
      return;
    }
    const outcome = await runAction({
      confirm: {
        title: m.confirmTitle,
        text: m.confirmText(recipients, notificationChannelLabel(v.channel)),
        confirmLabel: m.confirmLabel,
      },
      action: () => send.mutateAsync(body),
      success: (sent) => m.sent(sent.recipientCount ?? recipients),
    });
    if (outcome.status === 'done') void navigate({ to: '/admin/bildirim/bildirim-liste/' });
    else if (
      outcome.status === 'failed' &&
      outcome.error instanceof ApiError &&
      outcome.error.status === 400
    ) {
      const errors = fieldErrorsOf(outcome.error);
      const targetError = errors.target ?? errors['target.userIds'];
      if (targetError) errors[audienceField(v)] = targetError;
      form.setErrors(errors);
    }
  });

  return (
    <Stack gap="md">
      <PageTitle title={m.title} />
      <Text c="dimmed">{m.summary}</Text>
      <div className={classes.layout}>
        <form onSubmit={(e) => void confirmAndSend(e)} noValidate>
          <Stack gap="md">
            <LabelledChoice
              id="bildirim-tur"
              label={m.type}
              options={NOTIFICATION_TYPE_CODES.map((c) => ({ value: c, label: notificationTypeLabel(c) }))}
              value={values.notificationType}
              onChange={(c) => form.setFieldValue('notificationType', c)}
            />
            <LabelledChoice
              id="bildirim-kanal"
              label={m.channel}
              options={NOTIFICATION_CHANNEL_CODES.map((c) => ({
                value: c,
                label: notificationChannelLabel(c),
              }))}
              value={values.channel}
              onChange={(c) => form.setFieldValue('channel', c)}
            />
            <TextInput
              label={m.messageTitle}
              required
              maxLength={TEXT_MAX.title}
              description={characterCount(values.title, TEXT_MAX.title)}
              {...form.getInputProps('title')}
            />
            <Textarea
              label={m.body}
              required
              rows={5}
              maxLength={TEXT_MAX.message}
              description={characterCount(values.body, TEXT_MAX.message)}
              {...form.getInputProps('body')}
            />
            <Radio.Group
              label={m.audience}
              required
              value={values.audience}
              onChange={(raw) => {
                form.setFieldValue('audience', (raw in audienceLabels ? raw : 'customers') as AudienceKind);
                form.clearFieldError('userId');
                form.clearFieldError('cityId');
              }}
            >
              <Stack gap="sm" mt="xs">
                {(Object.keys(audienceLabels) as AudienceKind[]).map((kind) => (
                  <Radio key={kind} value={kind} label={audienceLabels[kind]} />
                ))}
              </Stack>
            </Radio.Group>
            {values.audience === 'member' ? (
              <MemberSelect
                label={m.member}
                placeholder={m.memberPlaceholder}
                required
                value={values.userId}
                onChange={(userId) => form.setFieldValue('userId', userId)}
                error={form.errors.userId}
              />
            ) : null}
            {values.audience === 'city' ? (
              <SearchableSelect
                label={m.city}
                required
                value={values.cityId}
                onChange={(cityId) => form.setFieldValue('cityId', cityId)}
                options={cities.data ?? []}
                loading={cities.isPending}
                loaded={cities.isSuccess}
                error={typeof form.errors.cityId === 'string' ? form.errors.cityId : undefined}
              />
            ) : null}
            <AudienceCount target={targetOf(values)} />
            <Group justify="flex-end">
              <Button type="submit" size="md" loading={send.isPending}>
                {m.submit}
              </Button>
            </Group>
          </Stack>
        </form>
        <section className={classes.preview} aria-labelledby="bildirim-onizleme">
          <Title order={2} size="h4" id="bildirim-onizleme">
            {m.preview}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {m.previewHint}
          </Text>
          <NotificationPreview
            channel={values.channel}
            notificationType={values.notificationType}
            title={values.title}
            body={values.body}
          />
        </section>
      </div>
    </Stack>
  );
}
