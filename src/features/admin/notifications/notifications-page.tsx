import { useMemo } from 'react';
import { Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { IconSend } from '@tabler/icons-react';
import { formatNumber } from '@/domain/format';
import {
  canCancelNotification,
  NOTIFICATION_CHANNEL_CODES,
  NOTIFICATION_STATUS_CODES,
  NOTIFICATION_TYPE_CODES,
  notificationChannelLabel,
  notificationStatusLabel,
  notificationTypeLabel,
} from '@/domain/notifications';
import { citiesQueryOptions } from '@/api/addresses/lookups';
import type { DataTableColumn } from '@/ui/data-table';
import { runAction } from '@/ui/run-action';
import { AdminListScreen, type ListSelectFilter } from '../common/admin-list-screen';
import { dateTimeColumn, statusColumn, textColumn } from '../common/columns';
import type { ListSearchProps } from '../common/use-list-search';
import { getNotifications, useNotifications, type NotificationsSearch } from './api/get-notifications';
import { useCancelNotification } from './api/send-notification';
import type { Notification } from './api/types';
import { notificationMessages as m } from './messages';
import classes from './notifications.module.css';

export type NotificationsPageProps = ListSearchProps<NotificationsSearch>;

const statusColors: Record<number, string> = { 1: 'orange', 2: 'green', 3: 'gray' };

const codeOptions = (codes: readonly number[], label: (code: number) => string) =>
  codes.map((c) => ({ value: c, label: label(c) }));

const filters: ListSelectFilter<NotificationsSearch>[] = [
  {
    name: 'notificationType',
    label: m.typeFilter,
    all: m.all,
    options: codeOptions(NOTIFICATION_TYPE_CODES, notificationTypeLabel),
  },
  {
    name: 'channel',
    label: m.channelFilter,
    all: m.all,
    options: codeOptions(NOTIFICATION_CHANNEL_CODES, notificationChannelLabel),
  },
  {
    name: 'status',
    label: m.statusFilter,
    all: m.all,
    options: codeOptions(NOTIFICATION_STATUS_CODES, notificationStatusLabel),
  },
];

function useTargetText(): (n: Notification) => string {
  const { data } = useQuery(citiesQueryOptions());
  return useMemo(() => {
    const names = new Map((data ?? []).map((c) => [c.cityId, c.cityName]));
    return (n) => {
      const t = n.target;
      if (t.role) return m.targetRole(t.role);
      if (t.cityId) return m.targetCity(names.get(t.cityId) ?? String(t.cityId));
      return m.targetMembers(t.userIds?.length ?? 0);
    };
  }, [data]);
}

/** "Bildirimler": every notification with its audience and status; a pending one can be cancelled. */
export function NotificationsPage({ search, onSearchChange }: NotificationsPageProps) {
  const cancel = useCancelNotification();
  const targetText = useTargetText();

  const cancelOne = (n: Notification) =>
    runAction({
      confirm: { title: m.cancelTitle, text: m.cancelText(n), confirmLabel: m.cancel, danger: true },
      action: () => cancel.mutateAsync(n.notificationId),
      success: m.cancelled(n),
    });

  const columns: DataTableColumn<Notification>[] = [
    textColumn<Notification>('title', m.columns.title, (n) => n.title, {
      primary: true,
      sortable: true,
      render: (n) => (
        <>
          <span className={classes.title}>{n.title}</span>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {n.body}
          </Text>
        </>
      ),
    }),
    textColumn<Notification>('type', m.columns.type, (n) => notificationTypeLabel(n.notificationType)),
    textColumn<Notification>('channel', m.columns.channel, (n) => notificationChannelLabel(n.channel)),
    textColumn<Notification>('target', m.columns.target, targetText),
    textColumn<Notification>('recipientCount', m.columns.recipientCount, (n) => n.recipientCount ?? 0, {
      sortable: true,
      textAlign: 'right',
      render: (n) => formatNumber(n.recipientCount ?? 0),
    }),
    statusColumn<Notification>('status', m.columns.status, (n) => ({
      label: notificationStatusLabel(n.status),
      color: statusColors[n.status] ?? 'gray',
    })),
    dateTimeColumn<Notification>('createdAt', m.columns.createdAt, (n) => n.createdAt),
    {
      key: 'actions',
      title: m.columns.actions,
      actions: true,
      width: 130,
      render: (n) =>
        canCancelNotification(n.status) ? (
          <Button
            color="red"
            variant="light"
            className={classes.action}
            aria-label={m.cancelLabel(n)}
            loading={cancel.isPending && cancel.variables === n.notificationId}
            onClick={() => void cancelOne(n)}
          >
            {m.cancel}
          </Button>
        ) : (
          <Text c="dimmed">—</Text>
        ),
    },
  ];

  return (
    <AdminListScreen
      search={search}
      onSearchChange={onSearchChange}
      texts={m}
      actions={
        <Button
          component={Link}
          to="/admin/bildirim/bildirim-gonder/"
          leftSection={<IconSend size={18} aria-hidden />}
        >
          {m.send}
        </Button>
      }
      query={useNotifications(search)}
      filters={filters}
      filtersClassName={classes.filters}
      columns={columns}
      rowKey={(n) => n.notificationId}
      csv={{ fileName: m.csvFile, read: getNotifications }}
    />
  );
}
