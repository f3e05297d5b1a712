import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { listQuery, type Page } from '@/api/list';
import { adminKeys } from '../../admin-keys';
import type { Notification } from './types';

import type { NotificationsSearch } from './search';

export type { NotificationsSearch } from './search';

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
