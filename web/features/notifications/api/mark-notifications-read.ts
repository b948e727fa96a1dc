// POST /rest/v1/notifications/:id/read and /rest/v1/notifications/read-all.
// The list updates at once; the server's unread count then settles it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@web/app/paths';
import { apiFetch } from '@web/lib/api-client';
import { notificationsQueryOptions, type NotificationList } from './get-notifications';

export const markNotificationRead = (id: string) =>
  apiFetch<{ unread_count: number }>(apiPaths.notificationRead(id), { method: 'POST' });

export const markAllNotificationsRead = () =>
  apiFetch<{ updated: number; unread_count: number }>(apiPaths.notificationsReadAll, { method: 'POST' });

function useReadMutation<T>(userId: string, mutationFn: (id: T) => Promise<unknown>, isTarget: (id: T, itemId: string) => boolean) {
  const queryClient = useQueryClient();
  const { queryKey } = notificationsQueryOptions(userId);
  return useMutation({
    mutationFn,
    onMutate: async (id: T) => {
      await queryClient.cancelQueries({ queryKey });
      const now = new Date().toISOString();
      queryClient.setQueryData(queryKey, (list: NotificationList | undefined) => {
        if (!list) return list;
        const items = list.items.map((item) => (isTarget(id, item.id) && item.read_at === null ? { ...item, read_at: now } : item));
        const newlyRead = items.filter((item, index) => item.read_at !== list.items[index]?.read_at).length;
        return { items, unread_count: Math.max(0, list.unread_count - newlyRead) };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

export const useMarkNotificationRead = (userId: string) =>
  useReadMutation(userId, markNotificationRead, (id: string, itemId) => id === itemId);

export const useMarkAllNotificationsRead = (userId: string) =>
  useReadMutation(userId, () => markAllNotificationsRead(), () => true);
