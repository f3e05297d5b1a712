import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBell, IconInfoCircle, IconMail, IconMessage } from '@tabler/icons-react';
import { formatNumber } from '@/domain/format';
import { notificationTypeLabel, smsParts, smsText } from '@/domain/notifications';
import { sendMessages as m } from './messages';
import classes from './notifications.module.css';

export interface NotificationPreviewProps {
  channel: number;
  notificationType: number;
  title: string;
  body: string;
}

/** The message as it will arrive, per channel: an SMS, an e-mail, a push or an in-app info card. */
export function NotificationPreview({ channel, notificationType, title, body }: NotificationPreviewProps) {
  const shownTitle = title.trim() || m.previewEmptyTitle;
  const shownBody = body.trim() || m.previewEmptyBody;
  const type = notificationTypeLabel(notificationType);
  if (channel === 1) {
    const text = smsText(shownTitle, shownBody);
    return (
      <div className={classes.phone}>
        <Group gap={6} mb="xs">
          <IconMessage size={16} aria-hidden />
          <Text size="sm" fw={600}>
            {m.previewSmsFrom}
          </Text>
        </Group>
        <div className={classes.bubble} data-testid="preview-text">
          {text}
        </div>
        <Text size="xs" c="dimmed" mt="xs">
          {formatNumber([...text].length)} karakter · {m.smsParts(smsParts(text))}
        </Text>
      </div>
    );
  }
  if (channel === 2) {
    return (
      <Paper withBorder radius="md" p="md">
        <Stack gap={4}>
          <Group gap={6}>
            <IconMail size={16} aria-hidden />
            <Text size="sm" c="dimmed">
              {m.previewEmailFrom}
            </Text>
          </Group>
          <Text fw={700}>
            {m.previewEmailSubject}: {shownTitle}
          </Text>
          <Text className={classes.mailText} data-testid="preview-text">
            {shownBody}
          </Text>
        </Stack>
      </Paper>
    );
  }
  if (channel === 4) {
    return (
      <div className={classes.phone}>
        <div className={classes.push}>
          <Group gap={6} mb={4}>
            <IconBell size={14} aria-hidden />
            <Text size="xs" c="dimmed">
              {m.previewPushApp}
            </Text>
          </Group>
          <Text fw={700} size="sm">
            {shownTitle}
          </Text>
          <Text size="sm" lineClamp={4} data-testid="preview-text">
            {shownBody}
          </Text>
        </div>
      </div>
    );
  }
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap={6} mb="xs">
        <IconInfoCircle size={18} aria-hidden />
        <Text size="sm" c="dimmed">
          {m.previewInfoLabel}
        </Text>
        <Badge
          variant="light"
          color={notificationType === 3 ? 'orange' : notificationType === 1 ? 'grape' : 'blue'}
        >
          {type}
        </Badge>
      </Group>
      <Text fw={700}>{shownTitle}</Text>
      <Text className={classes.mailText} data-testid="preview-text">
        {shownBody}
      </Text>
    </Paper>
  );
}
