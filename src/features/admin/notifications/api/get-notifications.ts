import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { listQuery, type Page } from '@/api/list';
import { adminKeys } from '../../admin-keys';
import { pageList } from '../../common/page-query';
import type { Notification } from './types';

import type { NotificationsSearch } from './search';

export type { NotificationsSearch } from './search';

export async function getNotifications(search: NotificationsSearch): Promise<Page<Notification>> {
  return unwrap(await api.GET('/admin/notifications', { params: { query: listQuery(search) } }));
}

export const { options: getNotificationsQueryOptions, useList: useNotifications } = pageList(
  (search: NotificationsSearch) => adminKeys.notifications.list(search),
  getNotifications,
);
