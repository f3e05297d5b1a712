import { ActionIcon, Alert, Group, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, formatPhone } from '@/domain/format';
import { mockPanelMessages as m } from './messages';
import { mockSmsQueryOptions } from './mock-control-api';
import classes from './mock-panel.module.css';

/** The SMS outbox of the emulated server, newest first (GET /__mock/sms). */
export function SmsOutbox() {
  const sms = useQuery(mockSmsQueryOptions());

  return (
    <section aria-labelledby="mock-sms-title" className={classes.section}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h4" id="mock-sms-title">
          {m.smsTitle}
        </Title>
        <ActionIcon
          variant="light"
          aria-label={m.refresh}
          title={m.refresh}
          onClick={() => void sms.refetch()}
          loading={sms.isFetching && !sms.data}
        >
          <IconRefresh size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {sms.isError ? (
        <Alert color="red" variant="light">
          {m.loadError}
        </Alert>
      ) : null}
      {sms.data && sms.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {m.smsEmpty}
        </Text>
      ) : null}
      <Stack gap="xs" component="ol" className={classes.smsList} aria-label={m.smsTitle}>
        {sms.data?.map((message) => (
          <li key={`${message.sentAt}-${message.phone}-${message.code}`} className={classes.smsItem}>
            <Group justify="space-between" align="baseline" wrap="nowrap">
              <Text fw={600}>{formatPhone(message.phone)}</Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(message.sentAt)}
              </Text>
            </Group>
            <Group gap="xs" align="baseline">
              <Text size="sm" c="dimmed">
                {m.code}:
              </Text>
              <Text className={classes.code} data-testid="sms-code">
                {message.code}
              </Text>
            </Group>
            <Text size="xs" c="dimmed" lineClamp={2}>
              {message.text}
            </Text>
          </li>
        ))}
      </Stack>
    </section>
  );
}
