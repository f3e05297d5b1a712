import { useMemo } from 'react';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { IconSend } from '@tabler/icons-react';
import { fetchAllPages } from '@/api/list';
import { formatDateTime, formatNumber } from '@/domain/format';
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
import { DataTable, searchPaging, type DataTableColumn } from '@/ui/data-table';
import { listEmptyText } from '@/ui/filtered-empty';
import { PageTitle } from '@/ui/page-title';
import { runAction } from '@/ui/run-action';
import { FilterSelect } from '../common/filter-select';
import { ListSearchBox } from '../common/list-search-box';
import type { ListSearchProps } from '../common/use-list-search';
import { QueryView } from '../common/query-view';
import { useListFilters } from '../common/use-list-filters';
import { getNotifications, useNotifications, type NotificationsSearch } from './api/get-notifications';
import { useCancelNotification } from './api/send-notification';
import type { Notification } from './api/types';
import { notificationMessages as m } from './messages';
import classes from './notifications.module.css';

export type NotificationsPageProps = ListSearchProps<NotificationsSearch>;

const statusColors: Record<number, string> = { 1: 'orange', 2: 'green', 3: 'gray' };

function codeOf<T extends number>(codes: readonly T[], raw: string): T | undefined {
  return codes.find((c) => String(c) === raw);
}

function Filters({ search, onSearchChange }: NotificationsPageProps) {
  const select = (
    label: string,
    value: number | undefined,
    codes: readonly number[],
    name: (c: number) => string,
    onChange: (raw: string) => void,
  ) => (
    <FilterSelect
      label={label}
      value={value === undefined ? '' : String(value)}
      data={[{ value: '', label: m.all }, ...codes.map((c) => ({ value: String(c), label: name(c) }))]}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
  return (
    <div className={classes.filters} role="search">
      <ListSearchBox
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        value={search.q}
        onSearch={(q) => onSearchChange({ q, page: 1 })}
      />
      {select(m.typeFilter, search.notificationType, NOTIFICATION_TYPE_CODES, notificationTypeLabel, (raw) =>
        onSearchChange({ notificationType: codeOf(NOTIFICATION_TYPE_CODES, raw), page: 1 }),
      )}
      {select(m.channelFilter, search.channel, NOTIFICATION_CHANNEL_CODES, notificationChannelLabel, (raw) =>
        onSearchChange({ channel: codeOf(NOTIFICATION_CHANNEL_CODES, raw), page: 1 }),
      )}
      {select(m.statusFilter, search.status, NOTIFICATION_STATUS_CODES, notificationStatusLabel, (raw) =>
        onSearchChange({ status: codeOf(NOTIFICATION_STATUS_CODES, raw), page: 1 }),
      )}
    </div>
  );
}

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
  const list = useNotifications(search);
  const cancel = useCancelNotification();
  const targetText = useTargetText();
  const filters = useListFilters(search, onSearchChange, {
    q: '',
    notificationType: undefined,
    channel: undefined,
    status: undefined,
  });

  const cancelOne = (n: Notification) =>
    runAction({
      confirm: { title: m.cancelTitle, text: m.cancelText(n), confirmLabel: m.cancel, danger: true },
      action: () => cancel.mutateAsync(n.notificationId),
      success: m.cancelled(n),
    });

  const columns: DataTableColumn<Notification>[] = [
    {
      key: 'title',
      title: m.columns.title,
      primary: true,
      sortable: true,
      csv: (n) => n.title,
      render: (n) => (
        <>
          <span className={classes.title}>{n.title}</span>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {n.body}
          </Text>
        </>
      ),
    },
    {
      key: 'type',
      title: m.columns.type,
      csv: (n) => notificationTypeLabel(n.notificationType),
      render: (n) => notificationTypeLabel(n.notificationType),
    },
    {
      key: 'channel',
      title: m.columns.channel,
      csv: (n) => notificationChannelLabel(n.channel),
      render: (n) => notificationChannelLabel(n.channel),
    },
    { key: 'target', title: m.columns.target, csv: targetText, render: targetText },
    {
      key: 'recipientCount',
      title: m.columns.recipientCount,
      sortable: true,
      textAlign: 'right',
      csv: (n) => n.recipientCount ?? 0,
      render: (n) => formatNumber(n.recipientCount ?? 0),
    },
    {
      key: 'status',
      title: m.columns.status,
      sortable: true,
      csv: (n) => notificationStatusLabel(n.status),
      render: (n) => (
        <Badge color={statusColors[n.status] ?? 'gray'} variant="light">
          {notificationStatusLabel(n.status)}
        </Badge>
      ),
    },
    {
      key: 'createdAt',
      title: m.columns.createdAt,
      sortable: true,
      csv: (n) => formatDateTime(n.createdAt),
      render: (n) => formatDateTime(n.createdAt),
    },
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
    <Stack gap="md">
      <PageTitle
        title={m.title}
        actions={
          <Button
            component={Link}
            to="/admin/bildirim/bildirim-gonder/"
            leftSection={<IconSend size={18} aria-hidden />}
          >
            {m.send}
          </Button>
        }
      />
      <Text c="dimmed">{m.summary}</Text>
      <Filters search={search} onSearchChange={onSearchChange} />
      <QueryView query={list} kind="list" skeletonHeight={220}>
        {(data) => (
          <DataTable
            label={m.tableLabel}
            columns={columns}
            page={data}
            rowKey={(n) => n.notificationId}
            fetching={list.isPlaceholderData}
            countText={m.count}
            {...searchPaging(search, onSearchChange)}
            csv={{
              fileName: m.csvFile,
              rows: () => fetchAllPages((page, pageSize) => getNotifications({ ...search, page, pageSize })),
            }}
            emptyText={listEmptyText(filters, m)}
          />
        )}
      </QueryView>
    </Stack>
  );
}
