import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { listQuery, type Page } from '@/api/list';
import { adminKeys } from '../../admin-keys';
import { pageQueryOptions } from '../../common/page-query';
import type { Notification } from './types';

import type { NotificationsSearch } from './search';

export type { NotificationsSearch } from './search';

export async function getNotifications(search: NotificationsSearch): Promise<Page<Notification>> {
  return unwrap(await api.GET('/admin/notifications', { params: { query: listQuery(search) } }));
}

export const getNotificationsQueryOptions = (search: NotificationsSearch) =>
  pageQueryOptions(adminKeys.notifications.list(search), getNotifications, search);

export function useNotifications(search: NotificationsSearch) {
  return useQuery(getNotificationsQueryOptions(search));
}
