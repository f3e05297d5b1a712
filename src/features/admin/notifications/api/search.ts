// The URL search of the notification list, apart from its calls: route files are in the first load
// (they import this for `validateSearch`); the calls stay in the screen's lazy chunk.
import * as v from 'valibot';
import { listSearchEntries, urlCodeFilter, urlSort } from '@/api/list';
import {
  NOTIFICATION_CHANNEL_CODES,
  NOTIFICATION_STATUS_CODES,
  NOTIFICATION_TYPE_CODES,
} from '@/domain/url-values';

const notificationSortKeys = ['createdAt', 'title', 'recipientCount', 'status'] as const;

/** `/admin/bildirim/bildirim-liste/?notificationType&channel&status&q&sort&page&pageSize`. */
export const notificationsSearchSchema = v.object({
  ...listSearchEntries,
  sort: urlSort(notificationSortKeys),
  notificationType: urlCodeFilter(NOTIFICATION_TYPE_CODES),
  channel: urlCodeFilter(NOTIFICATION_CHANNEL_CODES),
  status: urlCodeFilter(NOTIFICATION_STATUS_CODES),
});
export type NotificationsSearch = v.InferOutput<typeof notificationsSearchSchema>;
