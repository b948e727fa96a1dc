import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { it } from '@domain/i18n/it';
import { notificationBadgeText, notificationDateLabel } from '@domain/notifications';
import type { NotificationItem } from '@domain/realtime';
import { paths } from '@web/app/paths';
import { Button } from '@web/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';
import { cn } from '@web/lib/cn';
import { useRealtime } from '@web/lib/realtime/realtime';
import { addLiveNotification, notificationsQueryOptions, useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-notifications-read';

const messages = it.notifications;

/**
 * The bell of a signed-in user (docs/product.md#notifications): unread badge, the 20 newest with
 * relative dates, 'Segna tutte lette'; a click marks one read and opens its
 * review's restaurant. New notifications arrive live, on top, with a toast.
 */
export function NotificationBell({ userId }: { userId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const headingId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data } = useNotifications(userId);
  const markRead = useMarkNotificationRead(userId);
  const markAllRead = useMarkAllNotificationsRead(userId);
  const refetch = () => void queryClient.invalidateQueries({ queryKey: notificationsQueryOptions(userId).queryKey });

  useRealtime(
    'notifications',
    (event) => {
      if (event.event === 'INSERT' && 'title' in event.record) {
        addLiveNotification(queryClient, userId, event.record);
        toast(event.record.title, { description: event.record.message });
      } else {
        // Read in another tab, or removed: the server's list is the truth.
        refetch();
      }
    },
    { onResync: refetch },
  );

  const unread = data?.unread_count ?? 0;
  const badge = notificationBadgeText(unread);
  const now = new Date();

  function open(item: NotificationItem) {
    setIsOpen(false);
    if (item.read_at === null) markRead.mutate(item.id);
    if (item.moderation_action_id && item.type === 'moderation') void navigate(paths.decision(item.moderation_action_id));
    else if (item.type === 'moderation') return;
    else if (item.restaurant_id) void navigate(paths.restaurantDetail(item.restaurant_id));
    else toast.error(messages.openErrorTitle, { description: messages.openError });
  }

  return (
    <Popover open={isOpen} onOpenChange={setIsOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative rounded-full" aria-label={messages.bellLabel(unread)} data-testid="notification-bell">
          <Bell className="size-6" aria-hidden="true" />
          {badge && (
            <span
              aria-hidden="true"
              data-testid="notification-badge"
              className="absolute top-1 right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-xs font-semibold text-destructive-foreground"
            >
              {badge}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" aria-labelledby={headingId} className="flex w-96 flex-col gap-2 p-0">
        <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-2">
          <h2 id={headingId} className="font-semibold">
            {messages.title}
          </h2>
          <Button variant="link" size="sm" className="px-0" disabled={unread === 0} onClick={() => markAllRead.mutate()}>
            {messages.markAllRead}
          </Button>
        </div>
        {data && data.items.length === 0 && <p className="px-4 pb-4 text-sm text-muted-foreground">{messages.empty}</p>}
        {data && data.items.length > 0 && (
          <ul className="max-h-[min(28rem,70vh)] overflow-y-auto pb-2" data-testid="notification-list">
            {data.items.map((item) => {
              const isUnread = item.read_at === null;
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => open(item)}
                    className={cn(
                      'flex w-full flex-col gap-0.5 px-4 py-2 text-left outline-hidden hover:bg-accent focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
                      isUnread && 'bg-secondary/60',
                    )}
                  >
                    <span className="flex items-center gap-2 text-sm font-semibold">
                      {isUnread && <span className="size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" />}
                      {item.title}
                      {isUnread && <span className="sr-only">({messages.unread})</span>}
                    </span>
                    <span className="text-sm text-pretty break-words">{item.message}</span>
                    <time dateTime={item.created_at} className="text-xs text-muted-foreground">
                      {notificationDateLabel(new Date(item.created_at), now)}
                    </time>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
