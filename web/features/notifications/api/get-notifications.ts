// GET /rest/v1/notifications: the signed-in user's 20 newest and the unread count.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_LIMIT } from '@domain/limits';
import type { NotificationItem } from '@domain/realtime';
import { apiPaths } from '@web/app/paths';
import { apiFetch } from '@web/lib/api-client';

export type NotificationList = { items: NotificationItem[]; unread_count: number };

export const getNotifications = (signal?: AbortSignal) => apiFetch<NotificationList>(apiPaths.notifications, { signal });

export const notificationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['notifications', userId],
    queryFn: ({ signal }) => getNotifications(signal),
  });

export const useNotifications = (userId: string) => useQuery(notificationsQueryOptions(userId));

/** A live notification goes on top (the list keeps the 20 newest) and, if unread, raises the count. */
export function addLiveNotification(queryClient: QueryClient, userId: string, item: NotificationItem): void {
  queryClient.setQueryData(notificationsQueryOptions(userId).queryKey, (list) => {
    if (!list || list.items.some((existing) => existing.id === item.id)) return list;
    return {
      items: [item, ...list.items].slice(0, NOTIFICATIONS_LIMIT),
      unread_count: list.unread_count + (item.read_at === null ? 1 : 0),
    };
  });
}
