import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { notificationTargetSchema } from '@/domain/notifications';
import { adminKeys } from '../../admin-keys';
import type { Notification, NotificationBody, NotificationTargetBody } from './types';

async function sendNotification(body: NotificationBody): Promise<Notification> {
  return unwrap(await api.POST('/admin/notifications', { body }));
}

export async function countAudience(target: NotificationTargetBody): Promise<number> {
  return unwrap(await api.POST('/admin/notifications/audience', { body: { target } })).recipientCount;
}

async function cancelNotification(notificationId: number): Promise<Notification> {
  return unwrap(
    await api.POST('/admin/notifications/{notificationId}/cancel', { params: { path: { notificationId } } }),
  );
}

/**
 * How many members an audience reaches, asked of the server as the audience is chosen (the
 * count shown before sending). No call until the audience is complete (a member or a city chosen).
 */
export function useAudienceCount(target: NotificationTargetBody) {
  const complete = v.is(notificationTargetSchema, target);
  return useQuery({
    queryKey: [...adminKeys.notifications.all, 'audience', target] as const,
    queryFn: () => countAudience(target),
    enabled: complete,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.notifications.lists() }),
  });
}

export function useCancelNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelNotification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.notifications.lists() }),
  });
}
