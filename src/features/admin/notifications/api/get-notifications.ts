import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { listQuery, listSearchEntries, urlCodeFilter, urlSort, type Page } from '@/api/list';
import {
  NOTIFICATION_CHANNEL_CODES,
  NOTIFICATION_STATUS_CODES,
  NOTIFICATION_TYPE_CODES,
} from '@/domain/notifications';
import { adminKeys } from '../../admin-keys';
import type { Notification } from './types';

export const notificationSortKeys = ['createdAt', 'title', 'recipientCount', 'status'] as const;

/** `/admin/bildirim/bildirim-liste/?notificationType&channel&status&q&sort&page&pageSize`. */
export const notificationsSearchSchema = v.object({
  ...listSearchEntries,
  sort: urlSort(notificationSortKeys),
  notificationType: urlCodeFilter(NOTIFICATION_TYPE_CODES),
  channel: urlCodeFilter(NOTIFICATION_CHANNEL_CODES),
  status: urlCodeFilter(NOTIFICATION_STATUS_CODES),
});
export type NotificationsSearch = v.InferOutput<typeof notificationsSearchSchema>;

export async function getNotifications(search: NotificationsSearch): Promise<Page<Notification>> {
  return unwrap(await api.GET('/admin/notifications', { params: { query: listQuery(search) } }));
}

export function getNotificationsQueryOptions(search: NotificationsSearch) {
  return queryOptions({
    queryKey: adminKeys.notifications.list(search),
    queryFn: () => getNotifications(search),
    placeholderData: keepPreviousData,
  });
}

export function useNotifications(search: NotificationsSearch) {
  return useQuery(getNotificationsQueryOptions(search));
}
