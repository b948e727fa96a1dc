// Notifications of the caller (docs/product.md#notifications): the newest 20 with the
// unread count, mark one read, mark all read. Other users' rows answer 404,
// exactly like ids that do not exist, so ids cannot be probed.
import type { Language } from '../../domain/i18n/language';
import type { NotificationItem } from '../../domain/realtime';
import type { Database } from '../db/client';
import { appError } from '../http/app-error';
import {
  findNotification,
  latestNotifications,
  markAllRead,
  markRead,
  unreadCount,
  type NotificationRow,
} from './notifications.repository';
import { isUuid } from '../../domain/schemas/common';

export type Notification = NotificationItem;

const notFound = () => appError('notification_not_found');

export function toNotification(row: NotificationRow): Notification {
  return {
    ...row,
    read_at: row.read_at ? new Date(row.read_at).toISOString() : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The newest notifications in the reader's language (the request's, server/http/request-language.ts). */
export async function listNotifications(db: Database, userId: string, language: Language): Promise<{ items: Notification[]; unread_count: number }> {
  const [rows, unread] = await Promise.all([latestNotifications(db, userId, language), unreadCount(db, userId)]);
  return { items: rows.map(toNotification), unread_count: unread };
}

/** One notification of the user, or null (the realtime layer loads what it pushes with this). */
export async function getOwnNotification(db: Database, userId: string, id: string, language: Language): Promise<Notification | null> {
  if (!isUuid(id)) return null;
  const row = await findNotification(db, userId, id.toLowerCase(), language);
  return row ? toNotification(row) : null;
}

export async function markNotificationRead(db: Database, userId: string, id: string): Promise<{ unread_count: number }> {
  if (!isUuid(id)) throw notFound();
  if (!(await markRead(db, userId, id.toLowerCase()))) throw notFound();
  return { unread_count: await unreadCount(db, userId) };
}

export async function markAllNotificationsRead(db: Database, userId: string): Promise<{ updated: number; unread_count: number }> {
  const updated = await markAllRead(db, userId);
  return { updated, unread_count: await unreadCount(db, userId) };
}
