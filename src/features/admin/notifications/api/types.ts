import type { components } from '@/api/schema';

export type Notification = components['schemas']['Notification'];
export type NotificationBody = components['schemas']['NotificationInput'];
export type NotificationTargetBody = components['schemas']['NotificationTarget'];
