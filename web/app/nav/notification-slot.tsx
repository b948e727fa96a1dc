// NOTE: placeholder slot for the notifications bell (issue: Notifications).
// The top navigation already renders it for signed-in users, left of the user
// menu; the notifications feature replaces this body with the bell, its unread
// badge and the list. It renders nothing until then.
export function NotificationSlot() {
  return null;
}
