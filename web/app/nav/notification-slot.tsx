import { NotificationBell } from '@web/features/notifications/components/notification-bell';
import { useSession } from '@web/lib/auth/session';

/** The notifications bell, left of the user menu, for signed-in users. */
export function NotificationSlot() {
  const { user } = useSession();
  return user ? <NotificationBell userId={user.id} /> : null;
}
